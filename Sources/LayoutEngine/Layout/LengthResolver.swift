/// Turns a frame's `Length`s into points for the current pass: state published by
/// preferences, or the size of the nearest enclosing `GeometryReader`.
struct LengthResolver {
    /// The number of the nearest enclosing `GeometryReader`, if any.
    var reader: Int?

    /// Whether the length is absent or a plain number: the same in every pass, so it can be
    /// resolved once.
    static func isConstant(_ length: Length?) -> Bool {
        switch length {
        case nil, .points?: true
        case .state?, .proxy?, .scaled?: false
        }
    }

    /// A constant length in points (`nil` when absent); see `isConstant(_:)`.
    static func constant(_ length: Length?) -> Double? {
        if case let .points(value)? = length { value } else { nil }
    }

    /// The length in points this pass, or `nil` when it is absent or reads state or a proxy
    /// that has no value yet.
    func resolve(_ length: LengthReference?, in tree: LayoutTree) -> Double? {
        switch length {
        case nil: nil
        case let .points(value)?: value
        case let .state(slot)?: tree.state[slot]
        case let .proxy(axis, multiplier)?: reader.flatMap { tree.proxySize($0) }.map { $0[axis] * multiplier }
        }
    }
}
