/// Turns a frame's `Length`s into points for the current pass: state published by
/// preferences, or the size of the nearest enclosing `GeometryReader`.
struct LengthResolver {
    let context: LayoutContext
    /// The nearest enclosing `GeometryReader`, if any. Unowned: the reader owns the nodes
    /// that hold this resolver.
    unowned let reader: GeometryReaderNode?

    /// Whether the length is absent or a plain number: the same in every pass, so it can be
    /// resolved once.
    static func isConstant(_ length: Length?) -> Bool {
        switch length {
        case nil, .points?: true
        case .state?, .proxy?: false
        }
    }

    func resolve(_ length: Length?) -> Double? {
        switch length {
        case nil: nil
        case let .points(value)?: value
        case let .state(key)?: context.state[key]
        case let .proxy(axis, multiplier)?: reader?.proxySize.map { $0[axis] * multiplier }
        }
    }
}
