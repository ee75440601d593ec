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
        var bytes: [UInt8] = []
        forEachKeyByte { bytes.append($0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A 64-bit FNV-1a hash of ``baselineKey``'s bytes, made without building it: a run matches
    /// every finding of every case with its baseline, and hashing strings (which Swift
    /// normalises first) cost more than finding them.
    public var baselineFingerprint: UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        forEachKeyByte { byte in hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return hash
    }

    /// The bytes of ``baselineKey``: kind, tab, path, tab, the detail with each number that
    /// starts a word (`12`, `20.3`) taken out; digits inside a name (`#row2`, `Text[1]`) stay.
    @inline(__always)
    private func forEachKeyByte(_ body: (UInt8) -> Void) {
        for byte in kind.rawValue.utf8 { body(byte) }
        body(UInt8(ascii: "\t"))
        for byte in path.utf8 { body(byte) }
        body(UInt8(ascii: "\t"))
        Self.withoutNumbers(detail, body)
    }

    /// `detail` with each number that starts a word taken out (see ``baselineKey``).
    static func withoutNumbers(_ detail: String) -> String {
        var out: [UInt8] = []
        withoutNumbers(detail) { out.append($0) }
        return String(decoding: out, as: UTF8.self)
    }

    @inline(__always)
    private static func withoutNumbers(_ detail: String, _ body: (UInt8) -> Void) {
        var previous = UInt8(ascii: " ")
        var inNumber = false
        for byte in detail.utf8 {
            let isDigit = byte >= 0x30 && byte <= 0x39
            if inNumber {
                if isDigit || byte == UInt8(ascii: ".") { continue }
                inNumber = false
            }
            if isDigit && !continuesName(previous) {
                inNumber = true
                previous = byte
                continue
            }
            body(byte)
            previous = byte
        }
    }

    /// Whether a digit after `byte` belongs to a name: after a letter (any non-ASCII byte
    /// counts as one), a digit, `#`, `[`, `_`, `-` or `+` (a code point, `U+0900`, is a name).
    private static func continuesName(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "+")
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
