import LayoutFixtures

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
    /// Every frame of the baseline and of the layout, for a case that did not pass in a run
    /// asked to keep them (`run(keepingFrames:)`), so that a report can draw both whole (the
    /// differences alone leave out the views that stayed); empty otherwise.
    public var expectedFrames: [BaselineFrame]
    public var actualFrames: [BaselineFrame]
    /// The strings the baseline was approved with and the layout's, kept with the frames.
    public var expectedStrings: [BaselineString] = []
    public var actualStrings: [BaselineString] = []
    /// For a failing case whose baseline kept its strings: the strings shown now that it was
    /// not approved with, the likely cause of the frames that changed.
    public var stringChanges: [StringChange] = []

    public init(scenario: String, caseKey: String, status: CaseStatus, maxDelta: Double? = nil,
                differences: [FrameDifference] = [], message: String? = nil, warnings: [String] = [],
                findings: [CaseFinding] = [], expectedFrames: [BaselineFrame] = [], actualFrames: [BaselineFrame] = []) {
        self.scenario = scenario
        self.caseKey = caseKey
        self.status = status
        self.maxDelta = maxDelta
        self.differences = differences
        self.message = message
        self.warnings = warnings
        self.findings = findings
        self.expectedFrames = expectedFrames
        self.actualFrames = actualFrames
    }

    /// The findings that fail the case: at `fail` and not approved.
    public var failingFindings: [CaseFinding] { findings.filter(\.fails) }

    /// Whether its strings gave warnings: the strings' own, and a key with no string at all
    /// (what `run --strict-strings` fails).
    public var hasStringWarnings: Bool {
        warnings.contains { $0.hasPrefix(StringTable.warningPrefix) || $0.contains(": no string for key \"") }
    }

    /// `scenario/caseKey`, the name filters match.
    public var fullName: String { scenario + "/" + caseKey }
}
