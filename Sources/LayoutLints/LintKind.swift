/// What a lint finds wrong with a laid-out case, by the name fixtures and reports use.
public enum LintKind: String, Hashable, Sendable, DeclarationOrdered {
    /// A `Text` cut with an ellipsis, or needing more lines than it was allowed.
    case truncated
    /// A `Text` whose lines are taller (or wider) than the frame it was given.
    case clipped
    /// A view beyond the container's safe area, or beyond a fixed frame around it.
    case overflow
    /// Two content views drawn on each other that are not layers of each other.
    case overlap
    /// A `Button` smaller than 44 × 44 pt.
    case tapTarget
    /// A `Text` of a fixed font size in a case at an accessibility size.
    case fixedFont
    /// A `Text` with characters that no pinned font covers: drawn as empty boxes, measured as
    /// `.notdef`.
    case missingGlyph

    public var order: Int {
        switch self {
        case .truncated: 0
        case .clipped: 1
        case .overflow: 2
        case .overlap: 3
        case .tapTarget: 4
        case .fixedFont: 5
        case .missingGlyph: 6
        }
    }
}
