/// Selects cases by their full name, `scenario/caseKey` (`seeds/login/iPhone16/de/large/base`).
///
/// A pattern with `*` (any characters, `/` included) or `?` (one character) must match the
/// whole name; a pattern without them matches names that contain it.
public struct CaseFilter: Hashable, Sendable {
    public var pattern: String {
        didSet { (bytes, isWildcard) = Self.compiled(pattern) }
    }
    /// The pattern's UTF-8, matched byte by byte: every case of a run is matched at start-up,
    /// and Foundation's `contains` (UTF-16, through CFString) took half of a one-case run.
    private var bytes: [UInt8]
    /// Whether the pattern has `*` or `?`, and so must match the whole name.
    private var isWildcard: Bool

    public init(_ pattern: String) {
        self.pattern = pattern
        (bytes, isWildcard) = Self.compiled(pattern)
    }

    private static func compiled(_ pattern: String) -> ([UInt8], Bool) {
        let bytes = Array(pattern.utf8)
        return (bytes, bytes.contains(UInt8(ascii: "*")) || bytes.contains(UInt8(ascii: "?")))
    }

    /// Whether the case's full name matches. The name is put together in a temporary buffer
    /// (on the stack when it is small): a filtered run matches every case of every scenario
    /// before it loads the ones selected.
    public func matches(scenario: String, caseKey: String) -> Bool {
        let length = scenario.utf8.count + 1 + caseKey.utf8.count
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length) { name in
            var end = UnsafeMutableBufferPointer(rebasing: name[...]).initialize(from: scenario.utf8).1
            name[end] = UInt8(ascii: "/")
            end += 1
            end += UnsafeMutableBufferPointer(rebasing: name[end...]).initialize(from: caseKey.utf8).1
            let full = UnsafeBufferPointer(rebasing: name[..<end])
            return isWildcard ? Self.glob(bytes, full) : Self.contains(full, bytes)
        }
    }

    /// Whether `s` contains `p` as consecutive bytes (UTF-8 is self-synchronising: a match of
    /// whole scalars' bytes is a match of the scalars).
    static func contains(_ s: UnsafeBufferPointer<UInt8>, _ p: [UInt8]) -> Bool {
        guard !p.isEmpty else { return true }
        guard p.count <= s.count else { return false }
        var start = 0
        while start + p.count <= s.count {
            var k = 0
            while k < p.count, s[start + k] == p[k] { k += 1 }
            if k == p.count { return true }
            start += 1
        }
        return false
    }

    /// Iterative wildcard matching with backtracking to the last `*`.
    static func glob(_ p: [UInt8], _ s: UnsafeBufferPointer<UInt8>) -> Bool {
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
