/// `lineLimit(_:)`, `lineLimit(_:reservesSpace:)` and `lineLimit(_: ClosedRange<Int>)`: the
/// texts inside show at most `maximum` lines (`nil`: no limit), and keep the height of at
/// least `minimum` lines however few they need.
package struct LineLimitModifier: ModifierKind {
    package static let name = "lineLimit"
    package static let wrapsInALayout = false
    package var minimum: Int
    package var maximum: Int?

    /// `lineLimit(_:)`: at most `limit` lines, reserving none.
    package init(_ limit: Int?) {
        self.init(minimum: 1, maximum: limit)
    }

    package init(minimum: Int, maximum: Int?) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// A number or `null`; `{"limit": 2, "reservesSpace": true}`; or a range `{"min": 2,
    /// "max": 4}` (`2...4`; either end may be left out, as in `2...` and `...4`).
    package init(arguments: some ViewArguments) throws {
        let lines = 1...10_000
        if arguments.isNull("_") {
            self.init(nil)
        } else if let limit = try arguments.integer("_", in: lines) {
            self.init(limit)
        } else if let limit = try arguments.integer("limit", in: lines) {
            for label in ["min", "max"] where try arguments.integer(label, in: lines) != nil {
                throw arguments.error(at: label, "a line limit has either \"limit\" or \"min\"/\"max\", not both")
            }
            let reserves = try arguments.bool("reservesSpace") ?? false
            self.init(minimum: reserves ? limit : 1, maximum: limit)
        } else {
            let minimum = try arguments.integer("min", in: lines)
            let maximum = try arguments.integer("max", in: lines)
            if minimum == nil, maximum == nil {
                throw arguments.error(at: nil, "expected {\"limit\": …, \"reservesSpace\": …} or a range {\"min\": …, \"max\": …}")
            }
            if let minimum, let maximum, minimum > maximum {
                throw arguments.error(at: "min", "the range's min \(minimum) is above its max \(maximum)")
            }
            self.init(minimum: minimum ?? 1, maximum: maximum)
        }
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.text.lineLimit = .some(maximum)
        scope.text.minimumLines = minimum
    }
}
