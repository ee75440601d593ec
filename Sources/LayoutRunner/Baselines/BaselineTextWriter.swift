import ContentDigest
import LayoutEngine
import LayoutLints
import StrictJSON

/// The canonical text form of a scenario's baselines: what `layoutreg record` writes next
/// to the fixtures so that approving new frames shows up in a pull request as a readable
/// diff, one line per frame.
///
/// ```
/// # layoutreg baselines: seeds/login-buttons
/// # recorded 2026-11-29T21:00:00Z by ci, commit 1a2b3c4, engine 0.1.0
///
/// == iPhone16/en/large/base
/// VStack	24.0	316.333	345.0	72.333
/// VStack/Group/Button[0]/Text	120.833	316.333	151.333	20.333	lines=1
/// #login	24.0	300.333	345.0	72.333
/// ! truncated	VStack/Text	needs 3 lines, has 2
/// ```
///
/// Fields are separated by tabs; numbers have at most three decimals; cases are sorted
/// by key. Lines starting with `#` followed by a space are comments. Lines starting with `! `
/// are the lint findings approved with the case (kind, view path, what was measured), after
/// its frames; files without them read as cases with no approved finding.
///
/// The string each case's text showed is a field of its frame line, `s=digest` (or a line
/// `" path<TAB>digest` after the frames, for a text without a frame); each distinct string
/// is written once, before the first case, as `$ digest<TAB>key<TAB>text`
/// (an empty key for a verbatim text; `\`, tab, line feed and carriage return escaped as
/// `\\`, `\t`, `\n`, `\r`). Files without them read as cases whose strings are unknown.
///
/// A case whose lines (frames, strings, findings) are exactly those of a case before it is
/// written as one line, `= <that case's key>`, so that the sizes and containers that lay out
/// alike cost a line each. Files written before this read as they are.
///
/// ``BaselineTextReader`` reads it back.
public enum BaselineTextWriter {
    private static let tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
    private static let space = UInt8(ascii: " ")

    /// One scenario's text: a comment header, then each case's frames.
    public static func format(scenario: String, header: [String], cases: [(key: String, frames: [BaselineFrame])],
                              findings: [String: [Finding]] = [:], strings: [String: [BaselineString]] = [:]) -> String {
        String(decoding: bytes(scenario: scenario, header: header, cases: cases, findings: findings, strings: strings), as: UTF8.self)
    }

    /// ``format(scenario:header:cases:findings:strings:)``'s text as UTF-8, what `record`
    /// writes without making a string of it.
    static func bytes(scenario: String, header: [String], cases: [(key: String, frames: [BaselineFrame])],
                      findings: [String: [Finding]] = [:], strings: [String: [BaselineString]] = [:]) -> [UInt8] {
        var out: [UInt8] = []
        // Over the size, so that the buffer is not doubled past it: a frame's line takes about
        // 60 bytes and a finding's 73 on a 61-view screen (cases written as a reference to an
        // earlier one take less).
        out.reserveCapacity(cases.reduce(256) { $0 + 16 + $1.frames.count * 72 + (findings[$1.key]?.count ?? 0) * 96 })
        out.append(contentsOf: "# layoutreg baselines: \(scenario)\n".utf8)
        for line in header { out.append(contentsOf: "# \(line)\n".utf8) }
        appendTable(strings, to: &out)
        // Each body written so far, by a fingerprint of its bytes: the range it takes in `out`
        // and its case's key.
        var bodies: [UInt64: [(range: Range<Int>, key: String)]] = [:]
        for (key, frames) in cases.sorted(by: { precedes($0.key, $1.key) }) {
            out.append(contentsOf: "\n== ".utf8)
            out.append(contentsOf: key.utf8)
            out.append(newline)
            let start = out.count
            // A string goes on its text's frame line; one whose text has no frame, on a line of its own.
            var digests: [String: String] = [:]
            for string in strings[key] ?? [] { digests[string.path] = string.digest }
            for frame in frames {
                append(frame, to: &out)
                if !frame.isID, let digest = digests.removeValue(forKey: frame.name) {
                    out.append(contentsOf: "\ts=".utf8)
                    out.append(contentsOf: digest.utf8)
                }
                out.append(newline)
            }
            for string in strings[key] ?? [] where digests[string.path] != nil {
                out.append(contentsOf: "\" ".utf8)
                for byte in string.path.utf8 { out.append(byte == tab || byte == newline ? space : byte) }
                out.append(tab)
                out.append(contentsOf: string.digest.utf8)
                out.append(newline)
            }
            for finding in findings[key] ?? [] {
                out.append(contentsOf: "! ".utf8)
                for field in [finding.kind.rawValue, finding.path, finding.detail] {
                    for byte in field.utf8 { out.append(byte == tab || byte == newline ? space : byte) }
                    out.append(tab)
                }
                out[out.count - 1] = newline
            }
            // A body that an earlier case has exactly becomes a reference to that case.
            let range = start..<out.count
            let print = fingerprint(out, range)
            if let same = bodies[print]?.first(where: { equal(out, $0.range, range) }) {
                out.removeSubrange(range)
                out.append(contentsOf: "= ".utf8)
                out.append(contentsOf: same.key.utf8)
                out.append(newline)
            } else if !range.isEmpty {
                bodies[print, default: []].append((range, key))
            }
        }
        return out
    }

    /// The table of every distinct string of `strings`, sorted by key and text, after a blank line.
    private static func appendTable(_ strings: [String: [BaselineString]], to out: inout [UInt8]) {
        var table: [String: BaselineString] = [:]
        for list in strings.values { for string in list { table[string.digest] = string } }
        guard !table.isEmpty else { return }
        out.append(newline)
        let rows = table.sorted { a, b in
            let (x, y) = (a.value.key ?? "", b.value.key ?? "")
            return x != y ? precedes(x, y) : a.value.text != b.value.text ? precedes(a.value.text, b.value.text) : precedes(a.key, b.key)
        }
        for (digest, string) in rows {
            out.append(contentsOf: "$ ".utf8)
            out.append(contentsOf: digest.utf8)
            out.append(tab)
            appendEscaped(string.key ?? "", to: &out)
            out.append(tab)
            appendEscaped(string.text, to: &out)
            out.append(newline)
        }
    }

    private static func appendEscaped(_ text: String, to out: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\\"): out.append(contentsOf: [byte, byte])
            case tab: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case newline: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case carriageReturn: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            default: out.append(byte)
            }
        }
    }

    /// A fingerprint of `bytes[range]`, eight bytes at a time: for finding equal case bodies.
    private static func fingerprint(_ bytes: [UInt8], _ range: Range<Int>) -> UInt64 {
        bytes.withUnsafeBytes { raw in
            var h = 0x9E37_79B9_7F4A_7C15 ^ UInt64(range.count)
            var i = range.lowerBound
            while i + 8 <= range.upperBound {
                h = UTF8Bytes.mix(h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                i += 8
            }
            var tail: UInt64 = 0, shift: UInt64 = 0
            while i < range.upperBound {
                tail |= UInt64(raw[i]) << shift
                shift += 8
                i += 1
            }
            return UTF8Bytes.mix(h ^ tail)
        }
    }

    private static func equal(_ bytes: [UInt8], _ a: Range<Int>, _ b: Range<Int>) -> Bool {
        guard a.count == b.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            UTF8Bytes.equal(UnsafeBufferPointer(rebasing: buffer[a]), UnsafeBufferPointer(rebasing: buffer[b]))
        }
    }

    private static let decimals = DecimalFormat(fractionDigits: 3)

    /// Whether `a` sorts before `b` by UTF-8 bytes: a record sorts the keys of 100,000 cases,
    /// and going through `utf8.lexicographicallyPrecedes` byte by byte took most of it.
    private static func precedes(_ a: String, _ b: String) -> Bool {
        let fast = a.utf8.withContiguousStorageIfAvailable { a in
            b.utf8.withContiguousStorageIfAvailable { b in
                for (x, y) in zip(a, b) where x != y { return x < y }
                return a.count < b.count
            }
        }
        return (fast ?? nil) ?? a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    private static func append(_ frame: BaselineFrame, to out: inout [UInt8]) {
        let copied = frame.name.utf8.withContiguousStorageIfAvailable { name in
            guard !name.contains(tab) else { return false }
            out.append(contentsOf: name)
            return true
        }
        if copied != true {
            for byte in frame.name.utf8 { out.append(byte == tab ? space : byte) }
        }
        for value in [frame.rect.x, frame.rect.y, frame.rect.width, frame.rect.height] {
            // The engine refuses frames out of range (LayoutError.frameOutOfRange), and the
            // parser refuses such numbers: one here is a bug, not input.
            precondition(LayoutLimits.contains(value), "baseline frame \(frame.name) out of range: \(value)")
            out.append(tab)
            decimals.append(value, to: &out)
        }
        if let lines = frame.lines {
            out.append(contentsOf: "\tlines=".utf8)
            out.append(contentsOf: String(lines).utf8)
        }
        if frame.isTruncated == true { out.append(contentsOf: "\ttruncated".utf8) }
    }
}
