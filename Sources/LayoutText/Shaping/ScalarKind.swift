/// How a scalar takes part in font fallback.
enum ScalarKind: Sendable {
    /// Drawn as nothing (controls, joiners, variation selectors, other default-ignorables):
    /// stays in the run it is in and is never reported missing.
    case ignorable
    /// A combining mark: stays with its base.
    case mark
    /// A space separator: HarfBuzz makes one from the space glyph if the font lacks it.
    case space
    case other

    init(_ value: UInt32) {
        // ASCII without the standard library's property lookups (about 300 instructions each,
        // two a scalar): its controls, its one space, and the rest.
        if value < 0x80 {
            self = value < 0x20 || value == 0x7F ? .ignorable : value == 0x20 ? .space : .other
        } else {
            self = Self.byProperties(value)
        }
    }

    /// The kind by the scalar's Unicode properties: what every scalar over ASCII gets, and
    /// what ASCII's shortcut must agree with.
    static func byProperties(_ value: UInt32) -> ScalarKind {
        guard let scalar = Unicode.Scalar(value) else { return .other }
        let properties = scalar.properties
        if properties.isDefaultIgnorableCodePoint { return .ignorable }
        switch properties.generalCategory {
        case .control, .format: return .ignorable
        case .nonspacingMark, .spacingMark, .enclosingMark: return .mark
        case .spaceSeparator: return .space
        default: return .other
        }
    }
}
