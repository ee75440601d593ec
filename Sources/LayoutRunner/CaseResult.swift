/// The outcome of one case in a run: its status, its largest difference, what differs.
public struct CaseResult: Hashable, Sendable {
    public var scenario: String
    public var caseKey: String
    public var status: CaseStatus
    /// The largest coordinate difference from the baseline, in points; `nil` when nothing
    /// was compared.
    public var maxDelta: Double?
    public var differences: [FrameDifference]
    /// Why the case could not be laid out.
    public var message: String?
    public var warnings: [String]
    /// The lint findings of the case, each approved by its baseline or not.
    public var findings: [CaseFinding]

    public init(scenario: String, caseKey: String, status: CaseStatus, maxDelta: Double? = nil,
                differences: [FrameDifference] = [], message: String? = nil, warnings: [String] = [],
                findings: [CaseFinding] = []) {
        self.scenario = scenario
        self.caseKey = caseKey
        self.status = status
        self.maxDelta = maxDelta
        self.differences = differences
        self.message = message
        self.warnings = warnings
        self.findings = findings
    }

    /// The findings that fail the case: at `fail` and not approved.
    public var failingFindings: [CaseFinding] { findings.filter(\.fails) }

    /// `scenario/caseKey`, the name filters match.
    public var fullName: String { scenario + "/" + caseKey }
}
