/// Turns a frame's `Length`s into points for the current pass: state published by
/// preferences, or the size of the nearest enclosing `GeometryReader`.
struct LengthResolver {
    unowned let context: LayoutContext
    /// The nearest enclosing `GeometryReader`, if any.
    let reader: GeometryReaderNode?

    func resolve(_ length: Length?) -> Double? {
        switch length {
        case nil: nil
        case let .points(value)?: value
        case let .state(key)?: context.state[key]
        case let .proxy(axis, multiplier)?: reader?.proxySize.map { $0[axis] * multiplier }
        }
    }
}
