import LayoutEngine
import LayoutFixtures
import LayoutLints
import StrictJSON

/// Prints one laid-out case, as `layoutreg layout` does: the JSON of the fixture spec
/// (section 5), or a readable indented tree.
public enum FrameFormatter {
    /// `{"scenario", "case": {...}, "frames": [...], "findings": [...]}` on one line; each `Text`
    /// frame whose path `texts` has also gives the string it shows, as `"text"`, and where
    /// `lineTexts` has it and it was wrapped or cut, each laid-out line as `"lineText"`; each
    /// finding is `{"kind", "path"[, "id"], "detail", "severity"}`.
    public static func json(scenario: Scenario, layoutCase: LayoutCase, result: LayoutResult,
                            texts: [String: String] = [:], lineTexts: [String: [String]] = [:],
                            findings: [Finding] = []) -> String {
        let c = layoutCase.container.container
        var caseMembers: [JSONOutput.Member] = [
            .init("container", .string(layoutCase.container.name)),
            .init("width", .number(c.size.width)), .init("height", .number(c.size.height)),
            .init("scale", .number(c.scale)), .init("locale", .string(layoutCase.locale)),
            .init("sizeCategory", .string(layoutCase.sizeCategory.rawValue)),
            .init("stringSet", .string(layoutCase.stringSet.rawValue)),
        ]
        // Only a matrix with values has them: the output of others is as it was.
        if !layoutCase.values.isEmpty {
            caseMembers.append(.init("values", .object(layoutCase.values.map { v in
                switch v.value {
                case let .integer(n): .init(v.name, .integer(Int(n)))
                case let .number(x): .init(v.name, .number(x))
                case let .string(s): .init(v.name, .string(s))
                }
            })))
        }
        let caseObject: JSONOutput = .object(caseMembers)
        let frames = result.frames.map { entry -> JSONOutput in
            var members: [JSONOutput.Member]
            switch entry.label {
            case let .view(path, type):
                members = [.init("path", .string(path)), .init("type", .string(type))]
                if type == "Text", let text = texts[path] {
                    members.append(.init("text", .string(text)))
                    if let lines = lineTexts[path], lines != [text] {
                        members.append(.init("lineText", .array(lines.map { .string($0) })))
                    }
                }
            case let .id(name): members = [.init("id", .string(name))]
            }
            members += [.init("x", number(entry.frame.x)), .init("y", number(entry.frame.y)),
                        .init("width", number(entry.frame.width)), .init("height", number(entry.frame.height))]
            if let lines = entry.lines { members.append(.init("lines", .integer(lines))) }
            if let truncated = entry.isTruncated { members.append(.init("truncated", .bool(truncated))) }
            return .object(members)
        }
        let found = findings.map { finding -> JSONOutput in
            var members: [JSONOutput.Member] = [.init("kind", .string(finding.kind.rawValue)), .init("path", .string(finding.path))]
            if let id = finding.viewID { members.append(.init("id", .string(id))) }
            members += [.init("detail", .string(finding.detail)), .init("severity", .string(finding.severity.rawValue))]
            return .object(members)
        }
        // The spec's three keys and the findings; warnings go to standard error.
        return JSONWriter().string(.object([.init("scenario", .string(scenario.name)), .init("case", caseObject),
                                            .init("frames", .array(frames)), .init("findings", .array(found))]))
    }

    /// A heading, then one line per frame indented by its depth in the tree:
    ///
    /// ```
    /// seeds/login-buttons: iPhone16 393×852 @3x, de, accessibility2, base
    /// VStack                       24.0   300.333  345.0  72.333
    ///   Group
    ///     Button[0]                24.0   300.333  345.0  72.333
    ///       Text                  120.833 316.333  151.333 40.333  1 line
    ///         "Anmelden"
    /// ```
    ///
    /// Under each `Text` whose path `lineTexts` (else `texts`) has, the lines it shows, quoted,
    /// one per row.
    public static func text(scenario: Scenario, layoutCase: LayoutCase, result: LayoutResult,
                            texts: [String: String] = [:], lineTexts: [String: [String]] = [:],
                            findings: [Finding] = []) -> String {
        let c = layoutCase.container.container
        var out = "\(TerminalText.escaped(scenario.name)): \(TerminalText.escaped(layoutCase.container.name)) "
            + "\(plain(c.size.width))×\(plain(c.size.height)) @\(plain(c.scale))x, "
            + "\(TerminalText.escaped(layoutCase.locale)), \(layoutCase.sizeCategory.rawValue), \(layoutCase.stringSet.rawValue)"
            + (layoutCase.values.isEmpty ? "" : ", " + TerminalText.escaped(CaseValue.spelling(layoutCase.values))) + "\n"
        var rows: [(label: String, numbers: [String], note: String)] = []
        var depth = 0
        for entry in result.frames {
            let label: String
            var shown: [String] = []
            switch entry.label {
            case let .view(path, type):
                if type == "Text" { shown = lineTexts[path] ?? texts[path].map { [$0] } ?? [] }
                // A background's or overlay's view sits under its owner: `background Color`.
                let parts = path.split(separator: "/").map(String.init)
                let slots = parts.filter(isSlot).count
                depth = parts.count - 1 - slots
                var name = parts.last ?? path
                if parts.count >= 2, isSlot(parts[parts.count - 2]) { name = parts[parts.count - 2] + " " + name }
                label = String(repeating: "  ", count: depth) + TerminalText.escaped(name)
            case let .id(name):
                label = String(repeating: "  ", count: depth + 1) + "#" + TerminalText.escaped(name)
            }
            var note = ""
            if let lines = entry.lines { note = lines == 1 ? "1 line" : "\(lines) lines" }
            if entry.isTruncated == true { note += ", truncated" }
            rows.append((label, [entry.frame.x, entry.frame.y, entry.frame.width, entry.frame.height].map(number(text:)), note))
            // Quoted as JSON quotes them, so a line's spaces and escapes are seen.
            let indent = String(repeating: "  ", count: depth + 2)
            for line in shown { rows.append((indent + TerminalText.escaped(JSONWriter().string(.string(line))), [], "")) }
        }
        let labelWidth = rows.filter { !$0.numbers.isEmpty }.map(\.label.count).max() ?? 0
        var widths = [0, 0, 0, 0]
        for row in rows where !row.numbers.isEmpty { for i in 0..<4 { widths[i] = max(widths[i], row.numbers[i].count) } }
        out += TextColumns.pad("", labelWidth) + "  " + ["x", "y", "width", "height"].enumerated()
            .map { TextColumns.pad($1, widths[$0], alignRight: true) }.joined(separator: "  ") + "\n"
        for row in rows {
            guard !row.numbers.isEmpty else { out += row.label + "\n"; continue }
            var line = TextColumns.pad(row.label, labelWidth) + "  "
                + row.numbers.enumerated().map { TextColumns.pad($1, widths[$0], alignRight: true) }.joined(separator: "  ")
            if !row.note.isEmpty { line += "  " + row.note }
            out += line + "\n"
        }
        for warning in result.warnings { out += "warning: \(TerminalText.escaped(warning))\n" }
        if !findings.isEmpty { out += "findings:\n" }
        for finding in findings {
            out += "  \(finding.severity.rawValue) \(finding.kind.rawValue) " + FindingsFormatter.describe(finding) + "\n"
        }
        return out
    }

    private static func isSlot(_ component: String) -> Bool {
        component.hasPrefix("background") || component.hasPrefix("overlay")
    }

    private static func number(_ value: Double) -> JSONOutput {
        value.isFinite ? .number(value) : .null
    }

    private static func number(text value: Double) -> String {
        value.isFinite ? DecimalFormat.format(value) : (value > 0 ? "inf" : "-inf")
    }

    /// `393` rather than `393.0` in headings.
    static func plain(_ value: Double) -> String {
        let text = DecimalFormat.format(value)
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
