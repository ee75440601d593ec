/// `tracking(_:)`: points per glyph for the texts inside instead of the system's tracking (0:
/// the system's).
package struct TrackingModifier: ScalarModifier {
    package static let name = "tracking"
    package var points: Double

    package init(_ points: Double) {
        self.points = points
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.text.tracking = .some(points == 0 ? nil : points)
    }
}
