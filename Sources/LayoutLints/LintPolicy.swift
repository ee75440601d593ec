/// The severity of each lint kind for a scenario: `"lints": "fail"` sets every kind,
/// `{"truncated": "fail", "overlap": "off"}` some of them; kinds not named are at `warn`.
///
/// ```swift
/// var policy = LintPolicy.default            // every kind at warn
/// policy[.truncated] = .fail
/// let strict = policy.overridden(by: .fail)  // `--lints fail`
/// ```
public struct LintPolicy: Hashable, Sendable {
    /// By `LintKind.allCases` order.
    private var severities: [LintSeverity]

    /// Every kind at `severity`.
    public init(_ severity: LintSeverity = .warn) {
        severities = Array(repeating: severity, count: LintKind.allCases.count)
    }

    /// Every kind at `warn`: what a scenario without `lints` gets.
    public static let `default` = LintPolicy()

    public subscript(kind: LintKind) -> LintSeverity {
        get { severities[Self.index(kind)] }
        set { severities[Self.index(kind)] = newValue }
    }

    /// Whether any kind is looked for.
    public var isOff: Bool { severities.allSatisfy { $0 == .off } }

    /// This policy, or every kind at `severity` when one is given (`--lints`).
    public func overridden(by severity: LintSeverity?) -> LintPolicy {
        severity.map(LintPolicy.init) ?? self
    }

    private static func index(_ kind: LintKind) -> Int { kind.order }
}
