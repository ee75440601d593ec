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
        // Each string's digest, made once for the table and the case's lines.
        let digests = strings.mapValues { $0.map(\.digest) }
        appendTable(strings, digests: digests, to: &out)
        // Each body written so far, by a fingerprint of its bytes: the range it takes in `out`
        // and its case's key.
        var bodies: [UInt64: [(range: Range<Int>, key: String)]] = [:]
        for (key, frames) in cases.sorted(by: { precedes($0.key, $1.key) }) {
            out.append(contentsOf: "\n== ".utf8)
            out.append(contentsOf: key.utf8)
            out.append(newline)
            let start = out.count
            appendFrames(frames, strings: strings[key] ?? [], digests: digests[key] ?? [], to: &out)
            for finding in findings[key] ?? [] {
                out.append(contentsOf: "! ".utf8)
                appendField(finding.kind.rawValue, to: &out)
                out.append(tab)
                appendField(finding.path, to: &out)
                out.append(tab)
                appendField(finding.detail, to: &out)
                out.append(newline)
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

    /// A case's frame lines, each text's string on its frame's line (`s=digest`), and the
    /// strings whose text has no frame on lines of their own.
    ///
    /// The strings usually come in the order of their frames, so each is looked for at the
    /// frames after the last one found; when one is not found that way, the case is written
    /// again by looking each frame up by name (the first frame of a name takes its string).
    private static func appendFrames(_ frames: [BaselineFrame], strings: [BaselineString], digests: [String],
                                     to out: inout [UInt8]) {
        let start = out.count
        var next = 0
        for frame in frames {
            append(frame, to: &out)
            if next < strings.count, !frame.isID, UTF8Bytes.equal(strings[next].path, frame.name) {
                out.append(contentsOf: "\ts=".utf8)
                out.append(contentsOf: digests[next].utf8)
                next += 1
            }
            out.append(newline)
        }
        guard next < strings.count else { return }
        out.removeSubrange(start...)
        var byPath: [String: String] = [:]
        for (string, digest) in zip(strings, digests) { byPath[string.path] = digest }
        for frame in frames {
            append(frame, to: &out)
            if !frame.isID, let digest = byPath.removeValue(forKey: frame.name) {
                out.append(contentsOf: "\ts=".utf8)
                out.append(contentsOf: digest.utf8)
            }
            out.append(newline)
        }
        for (string, digest) in zip(strings, digests) where byPath[string.path] != nil {
            out.append(contentsOf: "\" ".utf8)
            appendField(string.path, to: &out)
            out.append(tab)
            out.append(contentsOf: digest.utf8)
            out.append(newline)
        }
    }

    /// `field` with its tabs and line feeds made spaces: copied whole when it has none, as
    /// nearly every field has (a byte at a time costs most of writing a finding).
    private static func appendField(_ field: String, to out: inout [UInt8]) {
        let copied = field.utf8.withContiguousStorageIfAvailable { bytes in
            guard !bytes.contains(where: { $0 == tab || $0 == newline }) else { return false }
            out.append(contentsOf: bytes)
            return true
        }
        if copied != true {
            for byte in field.utf8 { out.append(byte == tab || byte == newline ? space : byte) }
        }
    }

    /// The table of every distinct string of `strings`, sorted by key and text, after a blank line.
    private static func appendTable(_ strings: [String: [BaselineString]], digests: [String: [String]],
                                    to out: inout [UInt8]) {
        var table: [String: BaselineString] = [:]
        for (key, list) in strings {
            for (string, digest) in zip(list, digests[key] ?? []) { table[digest] = string }
        }
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

    /// A fingerprint of `bytes[range]`: for finding equal case bodies.
    private static func fingerprint(_ bytes: [UInt8], _ range: Range<Int>) -> UInt64 {
        bytes.withUnsafeBufferPointer { UTF8Bytes.fingerprint(UnsafeBufferPointer(rebasing: $0[range])) }
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
        appendField(frame.name, to: &out)
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
