/// What `layoutreg` exits with: scripts and CI read these.
public enum ExitCode: Int32, Sendable {
    /// Everything passed (or the command did what it was asked).
    case success = 0
    /// Regressions: a case failed, had no baseline, or could not be laid out.
    case regressions = 1
    /// Bad input or usage: a malformed fixture, an unknown option, a broken database.
    case badInput = 2
}
