/// One thing a lint found wrong with one view of one case: its kind, the view, and what was
/// measured, in words with numbers (`needs 3 lines, has 2`).
public struct Finding: Hashable, Sendable {
    public var kind: LintKind
    /// The view's path (`VStack/HStack[1]/Text`).
    public var path: String
    /// The view's own `id`, when it has one.
    public var viewID: String?
    /// What was measured: `extends 18.5 pt past the trailing safe-area edge`.
    public var detail: String
    /// What the scenario's policy makes of the kind: `warn` or `fail`.
    public var severity: LintSeverity

    public init(kind: LintKind, path: String, viewID: String? = nil, detail: String, severity: LintSeverity = .warn) {
        self.kind = kind
        self.path = path
        self.viewID = viewID
        self.detail = detail
        self.severity = severity
    }

    /// The view as messages name it: `#id`, else its path.
    public var viewName: String { viewID.map { "#" + $0 } ?? path }

    /// What a baseline approves: the kind, the view and the detail without its numbers, so that
    /// an approved truncation stays approved when the text moves by a point, and a different
    /// edge, neighbour or kind is a new finding.
    public var baselineKey: String {
        kind.rawValue + "\t" + path + "\t" + Self.withoutNumbers(detail)
    }

    /// `detail` with each number that starts a word (`12`, `20.3`) taken out; digits inside a
    /// name (`#row2`, `Text[1]`) stay.
    static func withoutNumbers(_ detail: String) -> String {
        var out = ""
        var previous: Character = " "
        var inNumber = false
        for c in detail {
            if inNumber {
                if c.isNumber || c == "." { continue }
                inNumber = false
            }
            if c.isNumber && !(previous.isLetter || previous.isNumber || previous == "#" || previous == "["
                               || previous == "_" || previous == "-") {
                inNumber = true
                previous = c
                continue
            }
            out.append(c)
            previous = c
        }
        return out
    }

    /// `12`, `20.3`, `18.5`: lengths to a tenth of a point, with no trailing `.0`, rounded
    /// half away from zero on the exact value (never `String(format:)`).
    static func points(_ value: Double) -> String {
        guard value.isFinite else { return value > 0 ? "inf" : "-inf" }
        guard abs(value) < 1e15 else { return String(Int(value.rounded())) }
        let tenths = (abs(value) * 10).rounded(.toNearestOrAwayFromZero)
        let whole = Int(tenths / 10), tenth = Int(tenths) % 10
        let sign = value < 0 && tenths > 0 ? "-" : ""
        return sign + String(whole) + (tenth == 0 ? "" : "." + String(tenth))
    }
}
