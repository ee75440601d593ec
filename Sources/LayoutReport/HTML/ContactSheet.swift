import LayoutEngine
import LayoutRunner

/// Every container and size category of one scenario in one locale, and every locale at one
/// size, as small wireframes: Dynamic Type and localisation at a glance, beside the cases
/// to review.
public struct ContactSheet: Sendable {
    /// One thumbnail: a case's current frames (its baseline's when it passed) and status.
    public struct Cell: Sendable {
        public var caseKey: String
        /// The column's label: a size category, or a locale.
        public var label: String
        public var frames: [BaselineFrame]
        public var status: String
        public var container: Size?

        public init(caseKey: String, label: String, frames: [BaselineFrame], status: String, container: Size?) {
            self.caseKey = caseKey
            self.label = label
            self.frames = frames
            self.status = status
            self.container = container
        }
    }

    public var scenario: String
    /// `(container, cells by size category)` in `locale`.
    public var sizes: [(row: String, cells: [Cell])]
    public var locale: String
    /// Every locale at `sizeCategory`, in the first container.
    public var locales: [Cell]
    public var sizeCategory: String

    public init(scenario: String, locale: String, sizes: [(row: String, cells: [Cell])], sizeCategory: String, locales: [Cell]) {
        self.scenario = scenario
        self.locale = locale
        self.sizes = sizes
        self.sizeCategory = sizeCategory
        self.locales = locales
    }

    func append(to out: inout [UInt8]) {
        var html = "<section class=\"sheet\" data-scenario=\"\(HTMLText.escaped(scenario))\">\n"
        // Folded: the cases to review come first; a reviewer opens the sheet to compare sizes.
        html += "<details><summary>Contact sheet of \(HTMLText.escaped(scenario)): every container and size in "
            + "\(HTMLText.escaped(locale))\(locales.isEmpty ? "" : ", every locale at " + HTMLText.escaped(sizeCategory))</summary>\n"
        out.append(contentsOf: html.utf8)
        for (row, cells) in sizes {
            out.append(contentsOf: "<div class=\"thumbs\"><span class=\"row\">\(HTMLText.escaped(row))</span>".utf8)
            for cell in cells { append(cell, to: &out) }
            out.append(contentsOf: "</div>\n".utf8)
        }
        if !locales.isEmpty {
            out.append(contentsOf: "<h4>Every locale at \(HTMLText.escaped(sizeCategory))</h4>\n<div class=\"thumbs\">".utf8)
            for cell in locales { append(cell, to: &out) }
            out.append(contentsOf: "</div>\n".utf8)
        }
        out.append(contentsOf: "</details></section>\n".utf8)
    }

    private func append(_ cell: Cell, to out: inout [UInt8]) {
        let name = scenario + "/" + cell.caseKey
        let shown = cell.status != "pass"
        out.append(contentsOf: "<figure class=\"thumb \(HTMLText.escaped(cell.status))\">".utf8)
        if shown { out.append(contentsOf: "<a href=\"#case=\(HTMLText.escaped(HTMLText.fragment(name)))\">".utf8) }
        var box = Wireframe.Box(cell.frames)
        if let size = cell.container { box.include(size) }
        Wireframe.append(cell.frames, box: box, marks: [:], findings: [], role: "thumb", caption: name, label: false, to: &out)
        if shown { out.append(contentsOf: "</a>".utf8) }
        out.append(contentsOf: "<figcaption>\(HTMLText.escaped(cell.label))\(shown ? " · " + HTMLText.escaped(cell.status) : "")</figcaption></figure>".utf8)
    }
}
