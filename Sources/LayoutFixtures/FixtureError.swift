/// A scenario or strings file that cannot be used, with a message that names the file, the
/// line and column, and the JSON path: `Fixtures/login.json:12:9: view.children[2]: …`.
public struct FixtureError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }

    /// An error about a whole file, with no position in it.
    public init(file: String, _ message: String) {
        self.description = "\(file): \(message)"
    }
}
