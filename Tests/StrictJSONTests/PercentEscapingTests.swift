import StrictJSON
import Testing

@Suite struct PercentEscapingTests {
    @Test(arguments: [
        ("50% off\r\nnow", "\r\n", "50%25 off%0D%0Anow"),
        ("a:b,c", ":,", "a%3Ab%2Cc"),
        ("db?mode=ro#x", "?#", "db%3Fmode=ro%23x"),
        ("é%😀", "", "é%25😀"),
        ("", "?", ""),
    ])
    func escapesPercentAndTheReservedScalarsOnly(text: String, reserved: String, escaped: String) {
        #expect(PercentEscaping.escape(text, reserved: reserved) == escaped)
    }
}
