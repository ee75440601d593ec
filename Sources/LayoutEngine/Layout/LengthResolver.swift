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
        case .state?, .proxy?: false
        }
    }

    /// The length in points, or `nil` when it is absent or reads state or a proxy that has no
    /// value yet. Constant lengths need no tree.
    func resolve(_ length: Length?, in tree: LayoutTree?) -> Double? {
        switch length {
        case nil: nil
        case let .points(value)?: value
        case let .state(key)?: tree?.state[key]
        case let .proxy(axis, multiplier)?: reader.flatMap { tree?.proxySize($0) }.map { $0[axis] * multiplier }
        }
    }
}
