@testable import LayoutText
import Testing

/// ASCII is classified without the standard library's Unicode properties: it must get the
/// kind those properties give.
@Suite struct ScalarKindTests {
    /// The kind of `value` by its Unicode properties alone, as every scalar over ASCII is.
    static func byProperties(_ value: UInt32) -> ScalarKind {
        let properties = Unicode.Scalar(value)!.properties
        if properties.isDefaultIgnorableCodePoint { return .ignorable }
        switch properties.generalCategory {
        case .control, .format: return .ignorable
        case .nonspacingMark, .spacingMark, .enclosingMark: return .mark
        case .spaceSeparator: return .space
        default: return .other
        }
    }

    @Test func asciiHasTheKindItsPropertiesGive() {
        for value in UInt32(0)..<0x80 {
            #expect(ScalarKind(value) == Self.byProperties(value), "U+\(String(value, radix: 16))")
            #expect(Unicode.Scalar(value)!.properties.isEmojiPresentation == false, "U+\(String(value, radix: 16))")
        }
    }

    @Test(arguments: [(UInt32(0x00A0), ScalarKind.space), (0x00AD, .ignorable), (0x0301, .mark), (0x200D, .ignorable),
                      (0x3000, .space), (0x0041, .other), (0x0009, .ignorable)])
    func scalarsHaveTheirKind(value: UInt32, kind: ScalarKind) {
        #expect(ScalarKind(value) == kind)
    }
}
