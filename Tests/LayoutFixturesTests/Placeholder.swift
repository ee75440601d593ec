import Testing
@Test func placeholderF() { #expect(1 == 1) }
