/// Selects cases by their full name, `scenario/caseKey` (`seeds/login/iPhone16/de/large/base`).
///
/// A pattern with `*` (any characters, `/` included) or `?` (one character) must match the
/// whole name; a pattern without them matches names that contain it.
public struct CaseFilter: Hashable, Sendable {
    public var pattern: String

    public init(_ pattern: String) {
        self.pattern = pattern
    }

    public func matches(scenario: String, caseKey: String) -> Bool {
        let name = scenario + "/" + caseKey
        guard pattern.contains("*") || pattern.contains("?") else { return name.contains(pattern) }
        return Self.glob(Array(pattern.utf8), Array(name.utf8))
    }

    /// Iterative wildcard matching with backtracking to the last `*`.
    static func glob(_ p: [UInt8], _ s: [UInt8]) -> Bool {
        var i = 0, j = 0
        var star = -1, mark = 0
        let asterisk = UInt8(ascii: "*"), question = UInt8(ascii: "?")
        while j < s.count {
            if i < p.count && (p[i] == question || p[i] == s[j]) {
                i += 1; j += 1
            } else if i < p.count && p[i] == asterisk {
                star = i; mark = j; i += 1
            } else if star >= 0 {
                i = star + 1; mark += 1; j = mark
            } else {
                return false
            }
        }
        while i < p.count && p[i] == asterisk { i += 1 }
        return i == p.count
    }
}
