/// SwiftUI's built-in shapes. Every shape lays out alike: it takes the whole proposal (its
/// ideal size is 10 × 10 where the proposal leaves it open), and draws its path inside; the
/// path's form (corners, a circle inscribed in the frame) never moves a frame.
///
/// A new shape is one case here with its type name: the reader, the builder and the docs'
/// completeness test take it from `allCases`.
public enum ShapeKind: UInt8, Hashable, Sendable, CaseIterable, BitwiseCopyable {
    case rectangle, roundedRectangle, capsule, circle, ellipse

    /// The SwiftUI type name, as fixtures write it and frame paths show it.
    public var typeName: String {
        switch self {
        case .rectangle: "Rectangle"
        case .roundedRectangle: "RoundedRectangle"
        case .capsule: "Capsule"
        case .circle: "Circle"
        case .ellipse: "Ellipse"
        }
    }
}
