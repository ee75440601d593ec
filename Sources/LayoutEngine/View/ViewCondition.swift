/// What an `If` view asks of the environment to choose its branch: SwiftUI's
/// `if dynamicTypeSize >= .accessibility1 { … } else { … }`.
public struct ViewCondition: Hashable, Sendable {
    /// How the Dynamic Type size is compared with `size`.
    public enum Comparison: String, Hashable, Sendable, CaseIterable {
        case lessOrEqual = "<=", greaterOrEqual = ">=", less = "<", greater = ">", equal = "=="
    }

    public var comparison: Comparison
    public var size: DynamicTypeSize

    public init(dynamicTypeSize comparison: Comparison, _ size: DynamicTypeSize) {
        self.comparison = comparison
        self.size = size
    }

    /// Whether the condition holds at `current`.
    public func holds(at current: DynamicTypeSize) -> Bool {
        switch comparison {
        case .less: current < size
        case .lessOrEqual: current <= size
        case .greaterOrEqual: current >= size
        case .greater: current > size
        case .equal: current == size
        }
    }

    /// The sizes at which the condition's answer may change from the size below: the smallest
    /// size of each run of sizes that answer alike, apart from `xSmall`.
    var cuts: [DynamicTypeSize] {
        let all = DynamicTypeSize.allCases
        return all.indices.dropFirst().filter { holds(at: all[$0]) != holds(at: all[$0 - 1]) }.map { all[$0] }
    }
}
