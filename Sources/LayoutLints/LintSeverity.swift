/// What a finding of a lint kind does to a case: nothing (`off`: not even looked for),
/// reported (`warn`), or fails the case unless its baseline approves it (`fail`).
public enum LintSeverity: String, Hashable, Sendable, DeclarationOrdered {
    case off, warn, fail

    public var order: Int {
        switch self {
        case .off: 0
        case .warn: 1
        case .fail: 2
        }
    }
}
