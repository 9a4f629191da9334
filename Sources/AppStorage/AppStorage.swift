// The AppStorage module; see docs/architecture.md.
