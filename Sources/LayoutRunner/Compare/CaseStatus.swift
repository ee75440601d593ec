/// How a case compares with its baseline.
public enum CaseStatus: String, Hashable, Sendable, CaseIterable {
    /// Every frame within the tolerance of the baseline.
    case pass
    /// Some frame moved, changed size, wrapped differently, appeared or disappeared.
    case fail
    /// No baseline: `layoutreg run` fails it until `layoutreg record` approves it.
    case new
    /// The case could not be laid out (a layout that never settles).
    case error
}
