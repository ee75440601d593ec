/// `tracking(_:)`: points per glyph for the texts inside instead of the system's tracking (0:
/// the system's).
package struct TrackingModifier: ModifierKind {
    package static let name = "tracking"
    package static let wrapsInALayout = false
    package var points: Double

    package init(_ points: Double) {
        self.points = points
    }

    package init(arguments: some ViewArguments) throws {
        guard let points = try arguments.length("_") else {
            throw arguments.error(at: nil, "expected a length in points, as in {\"tracking\": 0.5}")
        }
        self.points = points
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.text.tracking = .some(points == 0 ? nil : points)
    }
}
