/// A command that cannot go on: the message to print and the exit code. Usage errors also
/// print the command's usage line.
public struct CommandError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var code: ExitCode
    public var showsUsage: Bool

    public init(_ message: String, code: ExitCode = .badInput, showsUsage: Bool = false) {
        self.message = message
        self.code = code
        self.showsUsage = showsUsage
    }

    public static func usage(_ message: String) -> CommandError {
        CommandError(message, code: .badInput, showsUsage: true)
    }

    public var description: String { message }
}
