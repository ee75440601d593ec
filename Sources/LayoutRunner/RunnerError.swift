/// Input the runner cannot work with: a broken baseline file, an unwritable folder. The CLI
/// reports it with exit code 2.
public struct RunnerError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
