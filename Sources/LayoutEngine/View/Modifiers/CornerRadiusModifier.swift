/// `cornerRadius(_:)`: drawing only, no layout effect.
package struct CornerRadiusModifier: ModifierKind {
    package static let name = "cornerRadius"
    package static let wrapsInALayout = false
    package var radius: Double

    package init(_ radius: Double) {
        self.radius = radius
    }

    package init(arguments: some ViewArguments) throws {
        guard let radius = try arguments.length("_", atLeast: 0) else {
            throw arguments.error(at: nil, "expected a length in points, as in {\"cornerRadius\": 8}")
        }
        self.radius = radius
    }
}
