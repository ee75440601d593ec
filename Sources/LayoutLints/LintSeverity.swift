/// What a finding of a lint kind does to a case: nothing (`off`: not even looked for),
/// reported (`warn`), or fails the case unless its baseline approves it (`fail`).
public enum LintSeverity: String, Hashable, Sendable, CaseIterable, Comparable {
    case off, warn, fail

    public static let names = allCases.map(\.rawValue)

    public static func < (a: LintSeverity, b: LintSeverity) -> Bool {
        a.order < b.order
    }

    private var order: Int {
        switch self {
        case .off: 0
        case .warn: 1
        case .fail: 2
        }
    }
}
