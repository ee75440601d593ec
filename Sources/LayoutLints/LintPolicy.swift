/// The severity of each lint kind for a scenario: `"lints": "fail"` sets every kind,
/// `{"truncated": "fail", "overlap": "off"}` some of them; kinds not named are at `warn`.
///
/// ```swift
/// var policy = LintPolicy.default            // every kind at warn
/// policy[.truncated] = .fail
/// let strict = policy.overridden(by: .fail)  // `--lints fail`
/// ```
public struct LintPolicy: Hashable, Sendable {
    /// Two bits per kind, by `LintKind.order`: a policy is made for every case, so it is a
    /// number rather than an array.
    private var bits: UInt16 = 0

    /// Every kind at `severity`.
    public init(_ severity: LintSeverity = .warn) {
        for kind in LintKind.allCases { self[kind] = severity }
    }

    /// Every kind at `warn`: what a scenario without `lints` gets.
    public static let `default` = LintPolicy()

    public subscript(kind: LintKind) -> LintSeverity {
        get {
            switch (bits >> (2 * kind.order)) & 3 {
            case 0: .off
            case 1: .warn
            default: .fail
            }
        }
        set {
            let code: UInt16 = switch newValue {
            case .off: 0
            case .warn: 1
            case .fail: 2
            }
            bits = bits & ~(3 << (2 * kind.order)) | code << (2 * kind.order)
        }
    }

    /// Whether no kind is looked for.
    public var isOff: Bool { bits == 0 }

    /// This policy, or every kind at `severity` when one is given (`--lints`).
    public func overridden(by severity: LintSeverity?) -> LintPolicy {
        severity.map(LintPolicy.init) ?? self
    }
}
