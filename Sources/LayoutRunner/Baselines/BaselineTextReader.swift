import ContentDigest
import Foundation
import LayoutEngine
import LayoutLints

/// Reads the text of a scenario's baselines that ``BaselineTextWriter`` writes (its
/// documentation describes the format), with the line and column of anything else.
public enum BaselineTextReader {
    private static let tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
    private static let hash = UInt8(ascii: "#"), space = UInt8(ascii: " "), equals = UInt8(ascii: "=")
    private static let bang = UInt8(ascii: "!"), quote = UInt8(ascii: "\""), dollar = UInt8(ascii: "$")

    /// An error in a baseline file, with its line and column (1-based, in Unicode scalars).
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        public var line: Int
        public var column: Int
        public var message: String

        public init(line: Int, column: Int = 1, message: String) {
            self.line = line
            self.column = column
            self.message = message
        }

        public var description: String { "line \(line), column \(column): \(message)" }
    }

    /// The cases of a baseline file, by key, and its header comment lines.
    ///
    /// Works on the UTF-8 bytes directly: ``index(_:)`` finds the cases, then each case's lines
    /// are read in file order, a case sharing its views' names with the case before it.
    public static func parse(_ text: String) throws(ParseError) -> Parsed {
        var text = text
        let parsed: Result<Parsed, ParseError> = text.withUTF8 { bytes in
            Result { () throws(ParseError) in try parse(bytes, index: try index(bytes)) }
        }
        return try parsed.get()
    }

    /// Every case of `bytes`, whose ``Index`` is `index`, in file order, but those `skipping`
    /// says need not be read.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, index: Index,
                      skipping: (String) -> Bool = { _ in false }) throws(ParseError) -> Parsed {
        var cases: [String: [BaselineFrame]] = [:]
        var findings: [String: [Finding]] = [:]
        var strings: [String: [BaselineString]] = [:]
        var previous: [BaselineFrame] = []
        for key in index.keys where !skipping(key) {
            guard let section = index.sections[key] else { continue }
            let approved = try self.section(section, of: bytes, table: index.table, sharingNamesWith: previous)
            cases[key] = approved.frames
            if !approved.findings.isEmpty { findings[key] = approved.findings }
            if let shown = approved.strings { strings[key] = shown }
            if !approved.frames.isEmpty { previous = approved.frames }
        }
        return (index.header, cases, findings, strings)
    }

    /// A file's header comment lines, its cases' frames by key, the findings approved
    /// with them, by key (only cases that have some), and the strings their texts showed, by
    /// key (only cases whose file has them).
    public typealias Parsed = (header: [String], cases: [String: [BaselineFrame]], findings: [String: [Finding]],
                               strings: [String: [BaselineString]])

    /// Where a file's cases are, found by one pass that reads only the lines that give its
    /// shape (comments, `== case` lines, the table of strings, `= <case>` references), so that
    /// a run reads each case's frames when it compares that case, on the lane that compares
    /// it, and holds one case's frames at a time rather than a whole file's.
    struct Index: Sendable {
        var header: [String] = []
        /// The table of strings, by digest.
        var table: [String: TableEntry] = [:]
        /// The cases' keys, in file order.
        var keys: [String] = []
        /// Each case's lines; a case written `= <case>` has the lines of that case.
        var sections: [String: Section] = [:]
    }

    /// A row of a file's table of strings: the key of a localized text (`nil` for a verbatim
    /// one) and the text shown.
    struct TableEntry: Sendable {
        var key: String?
        var text: String
    }

    /// One case's lines: the bytes after its `== case` line up to the next case, and the line
    /// number of the first of them.
    struct Section: Sendable {
        var bytes: Range<Int>
        var line: Int
    }

    /// What a case's lines give: its frames, the findings approved with them, and the strings
    /// its texts showed, `nil` when the case has none (a file written before strings were kept
    /// reads as strings unknown, not as no strings).
    struct Approved {
        var frames: [BaselineFrame] = []
        var findings: [Finding] = []
        var strings: [BaselineString]?
    }

    /// Finds a file's cases (see ``Index``), reading its header and table of strings and
    /// checking what the shape of the file alone can show: a line before the first case that
    /// is neither a comment nor a string, a case that appears twice, a reference that is not
    /// a case's only line or names no case before it.
    static func index(_ bytes: UnsafeBufferPointer<UInt8>) throws(ParseError) -> Index {
        var index = Index()
        var currentKey: String?
        var sectionStart = 0, sectionLine = 0
        var contentLines = 0
        // The reference that makes the current case a copy of another, and its line: it has no lines of its own.
        var reference: (key: String, line: Int)?
        var number = 0
        var start = 0
        func close(at end: Int) {
            guard let key = currentKey else { return }
            index.keys.append(key)
            if let reference {
                index.sections[key] = index.sections[reference.key]
            } else {
                index.sections[key] = Section(bytes: sectionStart..<max(sectionStart, end), line: sectionLine)
            }
        }
        while start < bytes.count {
            let end = nextNewline(in: bytes, from: start)
            number += 1
            var lineEnd = end
            if lineEnd > start && bytes[lineEnd - 1] == carriageReturn { lineEnd -= 1 }
            let line = UnsafeBufferPointer(rebasing: bytes[start..<lineEnd])
            let lineStart = start
            start = end + 1
            if line.isEmpty { continue }
            if isComment(line) {
                if currentKey == nil { index.header.append(line.count > 2 ? string(UnsafeBufferPointer(rebasing: line[2...])) : "") }
                continue
            }
            if line.count >= 3 && line[0] == equals && line[1] == equals && line[2] == space {
                close(at: lineStart)
                let key = string(UnsafeBufferPointer(rebasing: line[3...]))
                guard index.sections[key] == nil else { throw ParseError(line: number, message: "case \(key) appears twice") }
                currentKey = key
                (sectionStart, sectionLine, contentLines, reference) = (min(start, bytes.count), number + 1, 0, nil)
                continue
            }
            guard let key = currentKey else {
                guard line.count >= 2 && line[0] == dollar && line[1] == space else {
                    throw ParseError(line: number, message: "a frame before the first '== case' line")
                }
                let (digest, entry) = try tableRow(UnsafeBufferPointer(rebasing: line[2...]), number)
                index.table[digest] = entry
                continue
            }
            if let reference {
                throw ParseError(line: number, message: "case \(key) refers to another case (line \(reference.line)) and so has no lines of its own")
            }
            if line.count >= 2 && line[0] == equals && line[1] == space {
                let other = string(UnsafeBufferPointer(rebasing: line[2...]))
                guard contentLines == 0 else {
                    throw ParseError(line: number, message: "'= \(other)' must be the only line of case \(key)")
                }
                guard index.sections[other] != nil else {
                    throw ParseError(line: number, column: 3, message: "case \(key) refers to \(other), which is not a case before it")
                }
                reference = (other, number)
                continue
            }
            contentLines += 1
        }
        close(at: bytes.count)
        return index
    }

    /// Reads one case's lines (``Section``) of the file `bytes`: frames, strings and approved
    /// findings, with the line and column of anything else. The frames take the names of
    /// `previous` (frames of the same scenario) where they are the same, which saves an
    /// allocation per frame. Without `keepingStrings`, the strings are checked against the
    /// file's table but not kept (``Approved/strings`` is `nil`): only a case that fails shows
    /// them, and making them for every case that passes cost 1.4–1.9% of a run. Nor are its rows
    /// copied then: a copy retains their texts, which the lanes reading the same file share.
    static func section(_ section: Section, of bytes: UnsafeBufferPointer<UInt8>, table: [String: TableEntry],
                        sharingNamesWith previous: [BaselineFrame] = [], keepingStrings: Bool = true) throws(ParseError) -> Approved {
        var approved = Approved()
        approved.frames.reserveCapacity(previous.count)
        var strings: [BaselineString] = []
        var number = section.line - 1
        var start = section.bytes.lowerBound
        while start < section.bytes.upperBound {
            let end = nextNewline(in: bytes, from: start, before: section.bytes.upperBound)
            number += 1
            var lineEnd = end
            if lineEnd > start && bytes[lineEnd - 1] == carriageReturn { lineEnd -= 1 }
            let line = UnsafeBufferPointer(rebasing: bytes[start..<lineEnd])
            start = end + 1
            if line.isEmpty || isComment(line) { continue }
            if line.count >= 2 && line[0] == quote && line[1] == space {
                var next = 2
                guard let path = field(of: line, from: &next), let digest = field(of: line, from: &next),
                      field(of: line, from: &next) == nil else {
                    throw ParseError(line: number, message: "expected '\" path<TAB>digest' for a string of the case")
                }
                guard let entry = table.index(forKey: string(digest)) else {
                    throw ParseError(line: number, column: column(of: digest, in: line),
                                     message: "string \(string(digest)) is not in the file's table of strings ('$ ' lines before the first case)")
                }
                if keepingStrings {
                    let row = table[entry].value
                    strings.append(BaselineString(path: string(path), key: row.key, text: row.text))
                }
                continue
            }
            if line.count >= 2 && line[0] == bang && line[1] == space {
                approved.findings.append(try finding(UnsafeBufferPointer(rebasing: line[2...]), number))
                continue
            }
            var digest: UnsafeBufferPointer<UInt8>?
            let k = approved.frames.count
            let parsed = try frame(line, number, sharingNameWith: k < previous.count ? previous[k] : nil, digest: &digest)
            approved.frames.append(parsed)
            if let digest {
                guard let entry = table.index(forKey: string(digest)) else {
                    throw ParseError(line: number, column: column(of: digest, in: line) - 2,
                                     message: "string \(string(digest)) is not in the file's table of strings ('$ ' lines before the first case)")
                }
                if keepingStrings {
                    let row = table[entry].value
                    strings.append(BaselineString(path: parsed.name, key: row.key, text: row.text))
                }
            }
        }
        if !strings.isEmpty { approved.strings = strings }
        return approved
    }

    /// `# ` and a lone `#` start a comment; `#login` starts the frame of a view with an id.
    private static func isComment(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        line[0] == hash && (line.count == 1 || line[1] == space)
    }

    /// The index of the first line feed at or after `start` and before `end` (by default the
    /// end of `bytes`), or `end`; `memchr` finds it a word at a time.
    private static func nextNewline(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, before end: Int? = nil) -> Int {
        let end = end ?? bytes.count
        guard start < end, let base = bytes.baseAddress else { return end }
        guard let found = memchr(base + start, Int32(newline), end - start) else { return end }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// `digest<TAB>key<TAB>text`, after the `$ ` that marks a row of the table of strings.
    private static func tableRow(_ line: UnsafeBufferPointer<UInt8>, _ number: Int) throws(ParseError)
        -> (String, TableEntry) {
        var next = 0
        guard let digest = field(of: line, from: &next), let keyField = field(of: line, from: &next),
              let textField = field(of: line, from: &next), field(of: line, from: &next) == nil,
              let key = unescaped(keyField), let text = unescaped(textField)
        else { throw ParseError(line: number, message: "expected '$ digest<TAB>key<TAB>text' for a string, with \\\\, \\t, \\n and \\r escapes only") }
        return (string(digest), TableEntry(key: key.isEmpty ? nil : key, text: text))
    }

    /// `kind<TAB>path<TAB>detail`, after the `! ` that marks an approved finding.
    private static func finding(_ line: UnsafeBufferPointer<UInt8>, _ number: Int) throws(ParseError) -> Finding {
        var next = 0
        guard let kindField = field(of: line, from: &next), let path = field(of: line, from: &next),
              let detail = field(of: line, from: &next), field(of: line, from: &next) == nil
        else { throw ParseError(line: number, message: "expected '! kind<TAB>path<TAB>detail' for an approved finding") }
        guard let kind = LintKind(rawValue: string(kindField)) else {
            // The kind starts after the two bytes of "! ".
            throw ParseError(line: number, column: 3, message: "unknown lint kind \"\(string(kindField))\"; expected one of "
                             + LintKind.names.joined(separator: ", "))
        }
        return Finding(kind: kind, path: string(path), detail: string(detail))
    }

    private static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    private static func frame(_ line: UnsafeBufferPointer<UInt8>, _ number: Int, sharingNameWith other: BaselineFrame?,
                              digest: inout UnsafeBufferPointer<UInt8>?) throws(ParseError) -> BaselineFrame {
        // Fields are read one tab at a time, without an array per line: a run reads a million.
        var next = 0
        guard let nameField = field(of: line, from: &next), let x = field(of: line, from: &next),
              let y = field(of: line, from: &next), let width = field(of: line, from: &next),
              let height = field(of: line, from: &next)
        else { throw ParseError(line: number, message: "expected a name and four numbers separated by tabs") }
        func value(_ field: UnsafeBufferPointer<UInt8>) throws(ParseError) -> Double {
            guard let parsed = parseNumber(field) else {
                throw ParseError(line: number, column: column(of: field, in: line),
                                 message: "\"\(string(field))\" is not a number: expected digits with an optional "
                                    + "'-' and decimals, such as -12.333 (no exponent, inf or nan)")
            }
            guard LayoutLimits.contains(parsed) else {
                throw ParseError(line: number, column: column(of: field, in: line),
                                 message: "\(string(field)) is out of range: coordinates and sizes are at most "
                                    + "10000000 pt in magnitude (see docs/limits.md)")
            }
            return parsed
        }
        let rect = Rect(x: try value(x), y: try value(y), width: try value(width), height: try value(height))
        let name: String
        if let other, UTF8Bytes.equal(other.name, nameField) { name = other.name } else { name = string(nameField) }
        var frame = BaselineFrame(name: name, rect: rect)
        // Read as bytes: a string made of each field cost a fifth of reading a frame.
        while let extra = field(of: line, from: &next) {
            if extra.elementsEqual(truncatedField) {
                frame.isTruncated = true
            } else if extra.starts(with: digestPrefix), extra.count > 2, digest == nil {
                digest = UnsafeBufferPointer(rebasing: extra[2...])
            } else if extra.starts(with: linesPrefix),
                      let n = wholeNumber(UnsafeBufferPointer(rebasing: extra[linesPrefix.count...])), n <= maximumLines {
                frame.lines = n
                if frame.isTruncated == nil { frame.isTruncated = false }
            } else {
                let text = string(extra)
                throw ParseError(line: number, column: column(of: extra, in: line),
                                 message: text.hasPrefix("lines=")
                                    ? "\(text): expected lines=N with N a whole number from 0 to \(maximumLines)"
                                    : "unknown field \"\(text)\"")
            }
        }
        return frame
    }

    private static let truncatedField = Array("truncated".utf8), digestPrefix = Array("s=".utf8)
    private static let linesPrefix = Array("lines=".utf8)

    /// The digits of `field` as a number: `nil` for no digits, anything else, or a number
    /// past `Int`.
    private static func wholeNumber(_ field: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !field.isEmpty else { return nil }
        var n = 0
        for byte in field {
            guard byte >= 48 && byte <= 57 else { return nil }
            let (times, overflow) = n.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(Int(byte - 48))
            guard !overflow, !carry else { return nil }
            n = sum
        }
        return n
    }

    /// The most lines a `Text` may report: more than any layout of ``LayoutLimits`` height.
    static let maximumLines = 10_000_000

    /// The 1-based column, in Unicode scalars, where `field` (a slice of `line`) starts.
    private static func column(of field: UnsafeBufferPointer<UInt8>, in line: UnsafeBufferPointer<UInt8>) -> Int {
        guard let start = field.baseAddress, let base = line.baseAddress else { return 1 }
        // Every byte that is not a UTF-8 continuation byte starts a scalar.
        return 1 + UnsafeBufferPointer(start: base, count: start - base).reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    /// The tab-separated field of `line` starting at `start`, or `nil` past the last one;
    /// moves `start` to the next field.
    private static func field(of line: UnsafeBufferPointer<UInt8>, from start: inout Int) -> UnsafeBufferPointer<UInt8>? {
        guard start <= line.count else { return nil }
        var end = start
        while end < line.count && line[end] != tab { end += 1 }
        defer { start = end + 1 }
        return UnsafeBufferPointer(rebasing: line[start..<end])
    }

    /// `-12.333` and the like exactly as `Double(_:)` reads them (an integer mantissa below
    /// 2^53 divided by a power of ten is correctly rounded). Only what the writer writes is a
    /// number: an optional `-`, digits, and optionally `.` and digits; `inf`, `nan`, exponents
    /// and hexadecimal are not, so that no frame out of range can be read back.
    private static func parseNumber(_ field: UnsafeBufferPointer<UInt8>) -> Double? {
        var i = 0
        var negative = false
        if i < field.count && field[i] == UInt8(ascii: "-") { negative = true; i += 1 }
        var mantissa: UInt64 = 0
        var digits = 0, fraction = 0
        var seenPoint = false
        while i < field.count {
            let c = field[i]
            if c >= 48 && c <= 57 {
                mantissa = mantissa &* 10 &+ UInt64(c - 48)
                digits += 1
                if seenPoint { fraction += 1 }
            } else if c == UInt8(ascii: ".") && !seenPoint {
                seenPoint = true
            } else {
                return nil
            }
            i += 1
        }
        // 15 digits are exact; a number with more (or none before or after the point) is not one
        // the writer wrote.
        guard digits > 0, digits <= 15, field[field.count - 1] != UInt8(ascii: "."),
              field[negative ? 1 : 0] != UInt8(ascii: ".") else { return slowNumber(field) }
        let value = Double(mantissa) / powersOfTen[fraction]
        return negative ? -value : value
    }

    /// 10^0 through 10^15, each exact in a `Double`.
    private static let powersOfTen: [Double] = [
        1, 10, 100, 1000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000, 10_000_000_000,
        100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000, 1_000_000_000_000_000,
    ]

    /// A number with more than 15 digits (leading zeros, long decimals a person typed), by
    /// the standard library; the grammar has been checked.
    private static func slowNumber(_ field: UnsafeBufferPointer<UInt8>) -> Double? {
        guard field.contains(where: { $0 >= 48 && $0 <= 57 }), field.last != UInt8(ascii: "."),
              field[field.first == UInt8(ascii: "-") ? 1 : 0] != UInt8(ascii: ".") else { return nil }
        return Double(string(field))
    }

    /// A field of the table of strings with its escapes undone; `nil` for an escape the
    /// writer does not write.
    private static func unescaped(_ field: UnsafeBufferPointer<UInt8>) -> String? {
        guard field.contains(UInt8(ascii: "\\")) else { return string(field) }
        var out: [UInt8] = []
        var i = 0
        while i < field.count {
            let byte = field[i]
            guard byte == UInt8(ascii: "\\") else { out.append(byte); i += 1; continue }
            guard i + 1 < field.count else { return nil }
            switch field[i + 1] {
            case UInt8(ascii: "\\"): out.append(byte)
            case UInt8(ascii: "t"): out.append(tab)
            case UInt8(ascii: "n"): out.append(newline)
            case UInt8(ascii: "r"): out.append(carriageReturn)
            default: return nil
            }
            i += 2
        }
        return String(decoding: out, as: UTF8.self)
    }
}
