import LayoutEngine
import LayoutRunner

/// One case as the HTML report shows it: a failure of `run` or an approval of `record`, with
/// the frames to draw before and after.
public struct ReportCase: Hashable, Sendable {
    public var scenario: String
    public var caseKey: String
    /// `fail`, `new`, `error` for a run; `changed`, `new` for a record. Shown, filtered on,
    /// and a CSS class.
    public var status: String
    /// The baseline's frames (empty for a new case). Where only the differences are known,
    /// their frames.
    public var expected: [BaselineFrame]
    /// The layout's frames (empty for a case that could not be laid out).
    public var actual: [BaselineFrame]
    public var differences: [FrameDifference]
    public var maxDelta: Double?
    public var message: String?
    /// Drawn on the current wireframe.
    public var findings: [ReportFinding]
    /// The container the case was laid out in, drawn around the views, so that a view is seen
    /// where it sits on the screen; `nil` when unknown (the views' own extent is drawn).
    public var container: Size?
    /// The string each `Text` showed, by path, in the baseline and in the layout: what the
    /// wireframes write in the texts' rectangles.
    public var expectedTexts: [String: String] = [:]
    public var actualTexts: [String: String] = [:]
    /// The strings that changed since the baseline, named among the causes.
    public var stringChanges: [StringChange] = []

    public init(scenario: String, caseKey: String, status: String, expected: [BaselineFrame] = [], actual: [BaselineFrame] = [],
                differences: [FrameDifference] = [], maxDelta: Double? = nil, message: String? = nil, findings: [ReportFinding] = []) {
        self.scenario = scenario
        self.caseKey = caseKey
        self.status = status
        self.expected = expected
        self.actual = actual
        self.differences = differences
        self.maxDelta = maxDelta
        self.message = message
        self.findings = findings
    }

    /// A case of a run that did not pass; `nil` for a pass.
    public init?(_ result: CaseResult) {
        guard result.status != .pass else { return nil }
        self.init(scenario: result.scenario, caseKey: result.caseKey, status: result.status.rawValue,
                  expected: result.expectedFrames, actual: result.actualFrames, differences: result.differences,
                  maxDelta: result.maxDelta, message: result.message)
        if expected.isEmpty && actual.isEmpty { (expected, actual) = Self.frames(of: differences) }
        expectedTexts = Self.texts(result.expectedStrings)
        actualTexts = Self.texts(result.actualStrings)
        stringChanges = result.stringChanges
        // Each lint finding on the frame of its view in the layout, where the layout has it.
        findings = result.findings.compactMap { found in
            actual.first { $0.name == found.finding.path }.map { frame in
                ReportFinding(kind: found.finding.kind.rawValue, path: found.finding.path, rect: frame.rect,
                              message: (found.isApproved ? "approved: " : "") + FindingsFormatter.describe(found.finding))
            }
        }
    }

    /// The frames the differences hold, before and after, for a case known only by them.
    static func frames(of differences: [FrameDifference]) -> (expected: [BaselineFrame], actual: [BaselineFrame]) {
        (differences.compactMap(\.expected), differences.compactMap(\.actual))
    }

    public var fullName: String { scenario + "/" + caseKey }

    /// Each string by its text's path.
    static func texts(_ strings: [BaselineString]) -> [String: String] {
        var texts: [String: String] = [:]
        for string in strings { texts[string.path] = string.text }
        return texts
    }

    /// The case key's axes: `container/locale/sizeCategory/stringSet`.
    var axes: (container: String, locale: String, sizeCategory: String, stringSet: String) {
        let parts = caseKey.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 4 else { return (caseKey, "", "", "") }
        return (parts[0], parts[1], parts[2], parts[3])
    }
}
