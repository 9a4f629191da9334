// The AppCore module; see docs/architecture.md.
