/// A report that could not be written: its folder or a file in it.
public struct ReportError: Error, CustomStringConvertible, Sendable {
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}
