import LayoutEngine
import LayoutLints
import StrictJSON

/// The JSON the store keeps frames and differences in, for the `sqlite3` shell's views.
enum FrameJSON {
    /// `[{"path":"VStack","x":24.0,…},…]`, written directly into bytes: `record` encodes
    /// every case.
    static func frames(_ frames: [BaselineFrame]) -> String {
        var out: [UInt8] = [UInt8(ascii: "[")]
        out.reserveCapacity(frames.count * 96)
        func number(_ key: StaticString, _ value: Double) {
            out.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
            // Frames out of range never leave the engine (LayoutError.frameOutOfRange).
            precondition(LayoutLimits.contains(value), "frame out of range: \(value)")
            decimals.append(value, to: &out)
        }
        for i in frames.indices {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            out.append(contentsOf: "{\"path\":".utf8)
            JSONQuoting.appendQuoted(frames[i].name, to: &out)
            number(",\"x\":", frames[i].rect.x)
            number(",\"y\":", frames[i].rect.y)
            number(",\"width\":", frames[i].rect.width)
            number(",\"height\":", frames[i].rect.height)
            if let lines = frames[i].lines {
                out.append(contentsOf: ",\"lines\":".utf8)
                out.append(contentsOf: String(lines).utf8)
            }
            if let truncated = frames[i].isTruncated { out.append(contentsOf: (truncated ? ",\"truncated\":true" : ",\"truncated\":false").utf8) }
            out.append(UInt8(ascii: "}"))
        }
        out.append(UInt8(ascii: "]"))
        return String(decoding: out, as: UTF8.self)
    }

    private static let decimals = DecimalFormat(fractionDigits: 3)

    /// Approved findings, as the store keeps them with a baseline:
    /// `[{"kind","path"[,"id"],"detail"}]`.
    static func findings(_ findings: [Finding]) -> String {
        var out: [UInt8] = [UInt8(ascii: "[")]
        for i in findings.indices {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            append(findings[i], to: &out)
            out.append(UInt8(ascii: "}"))
        }
        out.append(UInt8(ascii: "]"))
        return String(decoding: out, as: UTF8.self)
    }

    /// A case's findings in a run: `[{"kind","path"[,"id"],"detail","severity","approved"}]`,
    /// written as bytes (a run writes them for every case that has some).
    static func findings(_ findings: [CaseFinding]) -> String {
        var out: [UInt8] = [UInt8(ascii: "[")]
        out.reserveCapacity(findings.count * 128)
        for i in findings.indices {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            append(findings[i].finding, to: &out)
            out.append(contentsOf: findings[i].finding.severity == .fail ? #","severity":"fail""#.utf8 : #","severity":"warn""#.utf8)
            out.append(contentsOf: findings[i].isApproved ? #","approved":true}"#.utf8 : #","approved":false}"#.utf8)
        }
        out.append(UInt8(ascii: "]"))
        return String(decoding: out, as: UTF8.self)
    }

    /// `{"kind":…,"path":…[,"id":…],"detail":…`, without the closing brace.
    private static func append(_ finding: Finding, to out: inout [UInt8]) {
        out.append(contentsOf: #"{"kind":""#.utf8)
        out.append(contentsOf: finding.kind.rawValue.utf8)
        out.append(contentsOf: #"","path":"#.utf8)
        JSONQuoting.appendQuoted(finding.path, to: &out)
        if let id = finding.viewID {
            out.append(contentsOf: #","id":"#.utf8)
            JSONQuoting.appendQuoted(id, to: &out)
        }
        out.append(contentsOf: #","detail":"#.utf8)
        JSONQuoting.appendQuoted(finding.detail, to: &out)
    }

    static func differences(_ differences: [FrameDifference]) -> String {
        JSONWriter().string(.array(differences.map { $0.json(frame: rect) }))
    }

    private static func rect(_ frame: BaselineFrame) -> JSONOutput {
        .array([number(frame.rect.x), number(frame.rect.y), number(frame.rect.width), number(frame.rect.height)])
    }

    private static func number(_ value: Double) -> JSONOutput {
        value.isFinite ? .number(value) : .null
    }
}
