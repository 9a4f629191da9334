import Testing

@Test func placeholderForEndToEndTests() {}
