// The TerminalUI module; see docs/architecture.md.
