import Testing

@Test func placeholderForAppStorageTests() {}
