/// `dynamicTypeSize(_:)` with a size or a range: the Dynamic Type size inside, clamped.
package struct DynamicTypeSizeModifier: ModifierKind {
    package static let name = "dynamicTypeSize"
    package static let wrapsInALayout = false
    package var clamp: DynamicTypeClamp

    package init(_ clamp: DynamicTypeClamp) {
        self.clamp = clamp
    }

    /// `"large"` (`dynamicTypeSize(.large)`), or a range `{"min": "small", "max": "xxxLarge"}`
    /// (`dynamicTypeSize(.small ... .xxxLarge)`; either end may be left out, as in `...xxxLarge`).
    package init(arguments: some ViewArguments) throws {
        if let size = try arguments.dynamicTypeSize("_") {
            clamp = .fixed(size)
            return
        }
        let lower = try arguments.dynamicTypeSize("min"), upper = try arguments.dynamicTypeSize("max")
        if lower == nil, upper == nil {
            throw arguments.error(at: nil, "a Dynamic Type range is {\"min\": size, \"max\": size}, either end optional")
        }
        if let lower, let upper, lower > upper {
            throw arguments.error(at: "min", "the range's min \(lower.rawValue) is above its max \(upper.rawValue)")
        }
        clamp = DynamicTypeClamp(lower: lower ?? .xSmall, upper: upper ?? .accessibility5)
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.environment.sizeClamp = scope.environment.sizeClamp.then(clamp)
    }
}
