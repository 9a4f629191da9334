import Testing

@Test func placeholderForAppCoreTests() {}
