@testable import LayoutText
import Testing

/// ASCII is classified without the standard library's Unicode properties: it must get the
/// kind those properties give.
@Suite struct ScalarKindTests {
    @Test func asciiHasTheKindItsPropertiesGive() {
        for value in UInt32(0)..<0x80 {
            #expect(ScalarKind(value) == ScalarKind.byProperties(value), "U+\(String(value, radix: 16))")
            #expect(Unicode.Scalar(value)!.properties.isEmojiPresentation == false, "U+\(String(value, radix: 16))")
        }
    }

    @Test(arguments: [(UInt32(0x00A0), ScalarKind.space), (0x00AD, .ignorable), (0x0301, .mark), (0x200D, .ignorable),
                      (0x3000, .space), (0x0041, .other), (0x0009, .ignorable)])
    func scalarsHaveTheirKind(value: UInt32, kind: ScalarKind) {
        #expect(ScalarKind(value) == kind)
    }
}
