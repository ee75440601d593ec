import LayoutEngine
import LayoutRunner

/// A layout drawn as SVG: each view a `<rect>` at its frame, in the container's points, with
/// its path in a `<title>` (shown on hover) and, where it fits, written inside: a `Text`'s
/// string as it showed it (cut with "…" to the rectangle's width), any other view's type.
/// Views are drawn in tree order, so a view's children lie over it.
///
/// ```swift
/// Wireframe.svg(frames: frames, caption: "seeds/login: iPhone16, de")
/// // <svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 -1 395 854" …><rect x="24.0" y="300.333" …
/// ```
public enum Wireframe {
    /// The area both drawings of a case share, so that the baseline and the layout are drawn
    /// at one scale and a view that moved is seen to move.
    struct Box: Hashable {
        var minX = 0.0, minY = 0.0, maxX = 1.0, maxY = 1.0

        init(_ lists: [BaselineFrame]...) {
            for list in lists {
                for frame in list where !frame.isID && Wireframe.isDrawable(frame.rect) {
                    minX = min(minX, frame.rect.minX); minY = min(minY, frame.rect.minY)
                    maxX = max(maxX, frame.rect.maxX); maxY = max(maxY, frame.rect.maxY)
                }
            }
        }

        mutating func include(_ container: Size) {
            guard container.width.isFinite, container.height.isFinite else { return }
            maxX = max(maxX, container.width); maxY = max(maxY, container.height)
        }
    }

    /// How a rectangle is marked: its CSS class after `v`.
    enum Mark: String {
        case plain = "", changed = " changed", cause = " cause", added = " added", missing = " missing"
    }

    /// One whole SVG document of `frames`, for `layoutreg layout --format svg`.
    public static func svg(frames: [BaselineFrame], container: Size? = nil, caption: String, texts: [String: String] = [:]) -> String {
        var out: [UInt8] = []
        var box = Box(frames)
        if let container { box.include(container) }
        out.append(contentsOf: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n".utf8)
        append(frames, box: box, marks: [:], findings: [], role: "current", caption: caption, style: true, texts: texts, to: &out)
        out.append(UInt8(ascii: "\n"))
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends an `<svg>` of `frames` to `out`: `marks` by view name (others plain), each
    /// finding as a dashed rectangle with its message. With `style`, the SVG carries its own
    /// colours, for a file opened by itself; in the report, the page's style sheet has them.
    /// `texts` are the strings the `Text`s showed, by path.
    static func append(_ frames: [BaselineFrame], box: Box, marks: [String: Mark], findings: [ReportFinding], role: String,
                       caption: String, style: Bool = false, label: Bool = true, texts: [String: String] = [:],
                       to out: inout [UInt8]) {
        openSVG(box: box, role: role, caption: caption, style: style, to: &out)
        let drawn = frames.filter { !$0.isID && isDrawable($0.rect) }
        for (i, frame) in drawn.enumerated() {
            // A view that starts where the next one does would have its name written under the
            // next one's: only the innermost is named.
            let covered = i + 1 < drawn.count && drawn[i + 1].rect.origin == frame.rect.origin
            appendRect(frame, mark: marks[frame.name] ?? .plain, extraClass: "", label: label && !covered, text: texts[frame.name], to: &out)
        }
        for finding in findings where isDrawable(finding.rect) {
            out.append(contentsOf: "<rect class=\"finding ".utf8)
            HTMLText.append(escaped: finding.kind, to: &out)
            out.append(UInt8(ascii: "\""))
            appendGeometry(finding.rect, to: &out)
            out.append(contentsOf: "><title>".utf8)
            HTMLText.append(escaped: finding.kind + " " + finding.path + ": " + finding.message, to: &out)
            out.append(contentsOf: "</title></rect>".utf8)
        }
        out.append(contentsOf: "</svg>".utf8)
    }

    /// Appends one `<svg>` with the baseline's views dashed under the layout's, the changed ones
    /// marked in both.
    static func appendOverlay(expected: [BaselineFrame], actual: [BaselineFrame], box: Box, marks: [String: Mark],
                              caption: String, to out: inout [UInt8]) {
        openSVG(box: box, role: "overlay", caption: caption, style: false, to: &out)
        for frame in expected where !frame.isID && isDrawable(frame.rect) && marks[frame.name] != nil {
            appendRect(frame, mark: marks[frame.name] ?? .plain, extraClass: " was", label: false, to: &out)
        }
        for frame in actual where !frame.isID && isDrawable(frame.rect) {
            appendRect(frame, mark: marks[frame.name] ?? .plain, extraClass: "", label: false, to: &out)
        }
        out.append(contentsOf: "</svg>".utf8)
    }

    private static func openSVG(box: Box, role: String, caption: String, style: Bool, to out: inout [UInt8]) {
        let width = box.maxX - box.minX + 2, height = box.maxY - box.minY + 2
        out.append(contentsOf: "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"wire ".utf8)
        out.append(contentsOf: role.utf8)
        out.append(contentsOf: "\" viewBox=\"".utf8)
        for (i, v) in [box.minX - 1, box.minY - 1, width, height].enumerated() {
            if i > 0 { out.append(UInt8(ascii: " ")) }
            HTMLText.append(number: v, to: &out)
        }
        out.append(contentsOf: "\" width=\"".utf8)
        HTMLText.append(number: width, to: &out)
        out.append(contentsOf: "\" height=\"".utf8)
        HTMLText.append(number: height, to: &out)
        out.append(contentsOf: "\" role=\"img\" aria-label=\"".utf8)
        HTMLText.append(escaped: caption, to: &out)
        out.append(contentsOf: "\">".utf8)
        if style { out.append(contentsOf: standaloneStyle.utf8) }
    }

    private static func appendRect(_ frame: BaselineFrame, mark: Mark, extraClass: String, label: Bool = true, text: String? = nil,
                                   to out: inout [UInt8]) {
        out.append(contentsOf: "<rect class=\"v".utf8)
        out.append(contentsOf: mark.rawValue.utf8)
        out.append(contentsOf: extraClass.utf8)
        out.append(UInt8(ascii: "\""))
        appendGeometry(frame.rect, to: &out)
        out.append(contentsOf: " data-path=\"".utf8)
        HTMLText.append(escaped: frame.name, to: &out)
        out.append(contentsOf: "\"><title>".utf8)
        HTMLText.append(escaped: frame.name, to: &out)
        out.append(contentsOf: " (".utf8)
        for (i, v) in [frame.rect.x, frame.rect.y].enumerated() {
            if i > 0 { out.append(contentsOf: ", ".utf8) }
            HTMLText.append(number: v, to: &out)
        }
        out.append(contentsOf: ", ".utf8)
        HTMLText.append(number: frame.rect.width, to: &out)
        out.append(contentsOf: " × ".utf8)
        HTMLText.append(number: frame.rect.height, to: &out)
        out.append(UInt8(ascii: ")"))
        if let lines = frame.lines { out.append(contentsOf: (lines == 1 ? ", 1 line" : ", \(lines) lines").utf8) }
        if frame.isTruncated == true { out.append(contentsOf: ", truncated".utf8) }
        if let text {
            out.append(contentsOf: ": ".utf8)
            HTMLText.append(escaped: StringChangeText.quoted(text), to: &out)
        }
        out.append(contentsOf: "</title></rect>".utf8)
        // A Text's string, else the type, where it fits in 9-point letters: a reader finds the
        // Text among the stacks and sees which string it is.
        let room = frame.rect.width - 4
        let name = text.flatMap { fitted($0, in: room) } ?? String(typeName(frame.name))
        if label, frame.rect.height >= 11, labelWidth(name) <= room {
            out.append(contentsOf: "<text class=\"l\" x=\"".utf8)
            HTMLText.append(number: frame.rect.x + 2, to: &out)
            out.append(contentsOf: "\" y=\"".utf8)
            HTMLText.append(number: frame.rect.y + 9.5, to: &out)
            out.append(contentsOf: "\">".utf8)
            HTMLText.append(escaped: name, to: &out)
            out.append(contentsOf: "</text>".utf8)
        }
    }

    private static func appendGeometry(_ rect: Rect, to out: inout [UInt8]) {
        out.append(contentsOf: " x=\"".utf8)
        HTMLText.append(number: rect.x, to: &out)
        out.append(contentsOf: "\" y=\"".utf8)
        HTMLText.append(number: rect.y, to: &out)
        out.append(contentsOf: "\" width=\"".utf8)
        HTMLText.append(number: rect.width, to: &out)
        out.append(contentsOf: "\" height=\"".utf8)
        HTMLText.append(number: rect.height, to: &out)
        out.append(UInt8(ascii: "\""))
    }

    /// The width of `text` in the labels' 9-point letters, estimated: a wide (CJK, emoji)
    /// character takes 9 points, any other 5.5.
    static func labelWidth(_ text: String) -> Double {
        text.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x2E80 ? 9 : 5.5) }
    }

    /// `text` on one line, cut with "…" to `room` points; `nil` when not even two characters fit.
    static func fitted(_ text: String, in room: Double) -> String? {
        let line = String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
        if labelWidth(line) <= room { return line }
        var shown = "", width = 5.5
        for character in line {
            let w = labelWidth(String(character))
            if width + w > room { break }
            shown.append(character)
            width += w
        }
        return shown.count >= 2 ? shown + "…" : nil
    }

    /// `Text` of `VStack/HStack[1]/Text[0]`.
    static func typeName(_ path: String) -> Substring {
        let last = path.split(separator: "/").last ?? Substring(path)
        return last.split(separator: "[").first ?? last
    }

    /// A frame with finite coordinates: a view proposed infinity may report an infinite
    /// size, which no drawing can show.
    static func isDrawable(_ rect: Rect) -> Bool {
        rect.x.isFinite && rect.y.isFinite && rect.width.isFinite && rect.height.isFinite
    }

    static let standaloneStyle = "<style>rect.v{fill:none;stroke:#555;stroke-width:1px;vector-effect:non-scaling-stroke}"
        + "text.l{font:9px sans-serif;fill:#333}rect.finding{fill:none;stroke:#b0f;stroke-dasharray:3 2}</style>"
}
