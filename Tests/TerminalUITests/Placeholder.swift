import Testing

@Test func placeholderForTerminalUITests() {}
