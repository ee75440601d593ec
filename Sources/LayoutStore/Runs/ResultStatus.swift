/// The outcome of one case in one run.
///
/// The raw values are what the `results.status` column stores (see the `result_statuses`
/// table); `pass` is 0 because SQLite stores the integer 0 in zero bytes.
public enum ResultStatus: Int, Hashable, Sendable, CaseIterable {
    /// The frames matched the baseline within tolerance.
    case pass = 0
    /// The frames differed from the baseline.
    case fail = 1
    /// The case has no baseline yet.
    case new = 2
    /// The case could not be laid out or compared.
    case error = 3

    /// `pass`, `fail`, `new` or `error`, as the views show it.
    public var name: String {
        switch self {
        case .pass: "pass"
        case .fail: "fail"
        case .new: "new"
        case .error: "error"
        }
    }
}
