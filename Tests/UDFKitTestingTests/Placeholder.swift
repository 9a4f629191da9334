import Testing

@Test func placeholderForUDFKitTestingTests() {}
