/// The direction in which leading and trailing resolve: left-to-right or right-to-left.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}
