// The UDFKitTesting module; see docs/architecture.md.
