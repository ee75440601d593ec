internal import Foundation
import LayoutEngine
import LayoutRunner
import StrictJSON

/// A static HTML report of a run or a record, in a folder: `index.html`, `report.css` and
/// `report.js`, nothing fetched from a network, so that it opens from `file://` and from a
/// CI artifact.
///
/// The summary comes first (counts by status and scenario, a locale × size-category heat
/// map, the run's inputs), then a section per case that did not pass: the baseline and the
/// layout as SVG wireframes side by side (or overlaid), the cause and every difference. Each
/// section is written as soon as it is made, so memory does not grow with the failures.
///
/// ```swift
/// try HTMLReport(title: "layoutreg run 7", inputs: [("Commit", "1985e9e")]).write(run: report, to: "report")
/// ```
public struct HTMLReport: Sendable {
    public var title: String
    /// What the run was made from, as label and value (commit, fonts, engine), shown in the summary.
    public var inputs: [(label: String, value: String)]
    /// At most this many differences are listed per case; the wireframes show them all.
    public var differencesPerCase = 200
    /// Cases after this many get their heading and causes but no wireframes or table: a
    /// page of 100,000 drawn cases (800 MB) opens in no browser. `--filter` makes a report of
    /// the rest.
    public var drawnCases = 5_000
    /// The size of each container, by scenario and container name (the first part of a case
    /// key), drawn as the wireframes' frame.
    public var containers: [String: [String: Size]] = [:]
    /// The contact sheet of a scenario, drawn before its first case to review; `nil` for none.
    /// Asked for once per scenario, as the report reaches it, so that the sheets are not all
    /// held at once.
    public var contactSheet: (@Sendable (String) -> ContactSheet?)?

    public init(title: String, inputs: [(label: String, value: String)] = []) {
        self.title = title
        self.inputs = inputs
    }

    /// Writes the report of a run into `directory` (created when absent).
    public func write(run report: RunReport, to directory: String) throws(ReportError) {
        var summary = ReportSummary(statuses: CaseStatus.allCases.map(\.rawValue))
        for r in report.results { summary.add(scenario: r.scenario, caseKey: r.caseKey, status: r.status.rawValue, shown: r.status != .pass) }
        var inputs = self.inputs
        inputs.insert(("Duration", DecimalFormat.format(Double(report.durationMilliseconds) / 1000) + " s"), at: 0)
        if let id = report.runID { inputs.insert(("Run", String(id)), at: 0) }
        try write(summary: summary, inputs: inputs, cases: report.results.lazy.compactMap(ReportCase.init), to: directory)
    }

    /// Writes the report of a record into `directory`: the new and the changed cases, drawn
    /// whole (from the frames that changed alone, for a report that has no frames).
    public func write(record report: RecordReport, to directory: String) throws(ReportError) {
        var summary = ReportSummary(statuses: ["changed", "new", "unchanged"])
        func split(_ name: String) -> (String, String) {
            // `scenario/container/locale/size/set`: the scenario is all but the last four parts.
            let parts = name.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count > 4 else { return (name, "") }
            return (parts.dropLast(4).joined(separator: "/"), parts.suffix(4).joined(separator: "/"))
        }
        for (name, _) in report.changed { let (s, k) = split(name); summary.add(scenario: s, caseKey: k, status: "changed", shown: true) }
        for name in report.new { let (s, k) = split(name); summary.add(scenario: s, caseKey: k, status: "new", shown: true) }
        var inputs = self.inputs
        inputs.insert(("Unchanged", String(report.unchanged)), at: 0)
        inputs.insert(("Removed", String(report.removed.count)), at: 1)
        let changed = report.changed.lazy.map { name, differences -> ReportCase in
            let (s, k) = split(name)
            let (expected, actual) = report.frames[name] ?? ReportCase.frames(of: differences)
            return ReportCase(scenario: s, caseKey: k, status: "changed", expected: expected, actual: actual, differences: differences,
                              maxDelta: differences.map(\.delta).max())
        }
        let new = report.new.lazy.map { name -> ReportCase in
            let (s, k) = split(name)
            return ReportCase(scenario: s, caseKey: k, status: "new", actual: report.frames[name]?.new ?? [])
        }
        try write(summary: summary, inputs: inputs, cases: [AnySequence(changed), AnySequence(new)].joined(), to: directory)
    }

    /// Writes the report of a baseline diff into `directory`: each changed, added and removed
    /// case with the old baseline drawn beside the new one.
    public func write(diff: BaselineDiff, to directory: String) throws(ReportError) {
        var summary = ReportSummary(statuses: ["changed", "added", "removed"])
        var inputs = self.inputs
        inputs.insert(("Unchanged scenarios", String(diff.unchanged)), at: 0)
        for s in diff.scenarios {
            for (key, _) in s.changed { summary.add(scenario: s.name, caseKey: key, status: "changed", shown: true) }
            for key in s.added { summary.add(scenario: s.name, caseKey: key, status: "added", shown: true) }
            for key in s.removed { summary.add(scenario: s.name, caseKey: key, status: "removed", shown: true) }
        }
        let cases = diff.scenarios.lazy.flatMap { s in
            let changed = s.changed.lazy.map { key, differences in
                ReportCase(scenario: s.name, caseKey: key, status: "changed", expected: s.frames[key]?.old ?? [],
                           actual: s.frames[key]?.new ?? [], differences: differences, maxDelta: differences.map(\.delta).max())
            }
            let added = s.added.lazy.map { key in
                ReportCase(scenario: s.name, caseKey: key, status: "added", actual: s.frames[key]?.new ?? [])
            }
            let removed = s.removed.lazy.map { key in
                ReportCase(scenario: s.name, caseKey: key, status: "removed", expected: s.frames[key]?.old ?? [])
            }
            return [AnySequence(changed), AnySequence(added), AnySequence(removed)].joined()
        }
        try write(summary: summary, inputs: inputs, cases: cases, to: directory)
    }

    /// Writes `cases` one section at a time, after the summary.
    func write(summary: ReportSummary, inputs: [(label: String, value: String)], cases: some Sequence<ReportCase>,
               to directory: String) throws(ReportError) {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw ReportError("cannot create \(directory): \(error)")
        }
        for (name, text) in [("report.css", ReportAssets.css), ("report.js", ReportAssets.script)] {
            guard FileManager.default.createFile(atPath: directory + "/" + name, contents: Data(text.utf8)) else {
                throw ReportError("cannot write \(directory)/\(name)")
            }
        }
        let file = try ReportOutput(path: directory + "/index.html")
        appendHead(summary: summary, inputs: inputs, to: &file.buffer)
        var index = 0
        var scenario: String?
        for reportCase in cases {
            if reportCase.scenario != scenario {
                scenario = reportCase.scenario
                contactSheet?(reportCase.scenario)?.append(to: &file.buffer)
            }
            appendSection(reportCase, index: index, to: &file.buffer)
            index += 1
            try file.flushIfFull()
        }
        if index == 0 { file.write("<p class=\"none\">Every case passed.</p>\n") }
        file.write("</section>\n</main>\n<script src=\"report.js\"></script>\n</body>\n</html>\n")
        try file.close()
    }

    // MARK: Summary

    private func appendHead(summary: ReportSummary, inputs: [(label: String, value: String)], to out: inout [UInt8]) {
        let shown = summary.shownStatuses.reduce(0) { $0 + summary.count($1) }
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(e(title))</title>
            <link rel="stylesheet" href="report.css">
            </head>
            <body>
            <a class="skip" href="#cases">Skip to the cases</a>
            <header><h1>\(e(title))</h1>
            <p class="verdict \(shown == 0 ? "pass" : "fail")">\(shown == 0 ? "Every case passed" : "\(shown) of \(summary.total) cases to review")</p></header>
            <main>
            <section id="summary" aria-labelledby="summary-title">
            <h2 id="summary-title">Summary</h2>
            <ul class="counts">
            """
        for status in summary.statuses {
            html += "<li class=\"\(e(status))\"><b>\(summary.count(status))</b> \(e(status))</li>"
        }
        html += "<li><b>\(summary.total)</b> cases</li></ul>\n<dl class=\"inputs\">"
        for (label, value) in inputs { html += "<dt>\(e(label))</dt><dd>\(e(value))</dd>" }
        html += "</dl>\n<h3>By scenario</h3>\n<div class=\"scroll\"><table class=\"scenarios\"><thead><tr><th scope=\"col\">scenario</th>"
        for status in summary.statuses { html += "<th scope=\"col\">\(e(status))</th>" }
        html += "<th scope=\"col\">cases</th></tr></thead><tbody>\n"
        for scenario in summary.scenarios {
            let problems = summary.shownStatuses.reduce(0) { $0 + (scenario.counts[$1] ?? 0) }
            html += "<tr><th scope=\"row\">"
            html += problems > 0 ? "<a href=\"#scenario=\(e(HTMLText.fragment(scenario.name)))\">\(e(scenario.name))</a>" : e(scenario.name)
            html += "</th>"
            for status in summary.statuses { html += "<td class=\"\(e(status))\">\(scenario.counts[status] ?? 0)</td>" }
            html += "<td>\(scenario.total)</td></tr>\n"
        }
        html += "</tbody></table></div>\n"
        let sizes = summary.sizeCategories
        if !summary.locales.isEmpty {
            html += "<h3>Locale × size category</h3>\n<p class=\"note\">Cases to review of the cases laid out.</p>\n"
            html += "<div class=\"scroll\"><table class=\"heat\"><thead><tr><th scope=\"col\">locale</th>"
            for size in sizes { html += "<th scope=\"col\">\(e(size))</th>" }
            html += "</tr></thead><tbody>\n"
            for locale in summary.locales {
                html += "<tr><th scope=\"row\">\(e(locale))</th>"
                for size in sizes {
                    guard let cell = summary.cells[locale]?[size] else { html += "<td></td>"; continue }
                    let level = cell.failing == 0 ? 0 : max(1, min(5, (cell.failing * 5 + cell.total - 1) / cell.total))
                    html += "<td class=\"h\(level)\" title=\"\(e(locale)), \(e(size)): \(cell.failing) of \(cell.total)\">\(cell.failing)/\(cell.total)</td>"
                }
                html += "</tr>\n"
            }
            html += "</tbody></table></div>\n"
        }
        html += "</section>\n<section id=\"cases\" aria-labelledby=\"cases-title\">\n<h2 id=\"cases-title\">Cases to review</h2>\n"
        html += "<form id=\"filters\" class=\"filters\" onsubmit=\"return false\">"
        for (id, label, values) in [("scenario", "Scenario", summary.shownScenarios), ("locale", "Locale", summary.shownLocales),
                                    ("status", "Status", summary.shownStatuses)] {
            html += "<label>\(label) <select id=\"f-\(id)\" data-key=\"\(id)\"><option value=\"\">all</option>"
            for value in values { html += "<option value=\"\(e(value))\">\(e(value))</option>" }
            html += "</select></label> "
        }
        html += "<label><input type=\"checkbox\" id=\"f-overlay\"> Overlay</label> <output id=\"shown\"></output></form>\n"
        html += "<p class=\"keys\">Keys: <kbd>j</kbd>/<kbd>k</kbd> next and previous case, <kbd>o</kbd> overlay, "
            + "<kbd>/</kbd> filters. Links to a case (<code>#case=…</code>) keep the filters out of the way.</p>\n"
        out.append(contentsOf: html.utf8)
    }

    // MARK: Cases

    private func appendSection(_ c: ReportCase, index: Int, to out: inout [UInt8]) {
        let axes = c.axes
        let name = c.fullName
        var html = "<section class=\"case\" id=\"c\(index)\" tabindex=\"-1\" data-case=\"\(e(name))\" data-scenario=\"\(e(c.scenario))\" "
            + "data-locale=\"\(e(axes.locale))\" data-size=\"\(e(axes.sizeCategory))\" data-status=\"\(e(c.status))\">\n"
        html += "<h3><a href=\"#case=\(e(HTMLText.fragment(name)))\">\(e(name))</a> <span class=\"status \(e(c.status))\">\(e(c.status))</span>"
        if let delta = c.maxDelta, delta > 0, delta.isFinite { html += " <span class=\"delta\">largest difference \(DecimalFormat.format(delta)) pt</span>" }
        html += "</h3>\n"
        if let message = c.message { html += "<p class=\"message\">\(e(message))</p>\n" }
        let causes = RootCause.causes(of: c.differences)
        var marks: [String: Wireframe.Mark] = [:]
        for d in c.differences {
            marks[d.name] = d.kind == .added ? .added : d.kind == .missing ? .missing : .changed
        }
        for cause in causes { marks[cause.difference.name] = .cause }
        if !causes.isEmpty || !c.stringChanges.isEmpty {
            html += "<ul class=\"causes\">"
            for cause in causes {
                html += "<li>Cause: <code>\(e(cause.difference.name))</code> \(e(cause.change))"
                if cause.followers > 0 { html += ", \(cause.followers) \(cause.followers == 1 ? "frame" : "frames") followed" }
                html += "</li>"
            }
            for change in c.stringChanges {
                html += "<li class=\"string-change\">Because the \(e(StringChangeText.describe(change, caseKey: c.caseKey)))</li>"
            }
            html += "</ul>\n"
        }
        guard index < drawnCases else {
            html += "<p class=\"note\">Not drawn: the report draws its first \(drawnCases) cases. "
                + "<code>layoutreg run --filter</code> with this case's name makes a report that draws it.</p>\n</section>\n"
            out.append(contentsOf: html.utf8)
            return
        }
        out.append(contentsOf: html.utf8)
        if !c.expected.isEmpty || !c.actual.isEmpty {
            var box = Wireframe.Box(c.expected, c.actual)
            if let size = c.container ?? containers[c.scenario]?[axes.container] { box.include(size) }
            out.append(contentsOf: "<div class=\"wires\">\n".utf8)
            if !c.expected.isEmpty {
                out.append(contentsOf: "<figure class=\"baseline\"><figcaption>Baseline</figcaption>".utf8)
                Wireframe.append(c.expected, box: box, marks: marks, findings: [], role: "baseline", caption: "baseline of " + name,
                                 texts: c.expectedTexts, to: &out)
                out.append(contentsOf: "</figure>\n".utf8)
            }
            if !c.actual.isEmpty {
                out.append(contentsOf: "<figure class=\"current\"><figcaption>Current</figcaption>".utf8)
                Wireframe.append(c.actual, box: box, marks: marks, findings: c.findings, role: "current", caption: "layout of " + name,
                                 texts: c.actualTexts, to: &out)
                out.append(contentsOf: "</figure>\n".utf8)
            }
            if !c.expected.isEmpty && !c.actual.isEmpty {
                out.append(contentsOf: "<figure class=\"overlay\"><figcaption>Overlay: baseline dashed</figcaption>".utf8)
                Wireframe.appendOverlay(expected: c.expected, actual: c.actual, box: box, marks: marks, caption: "overlay of " + name, to: &out)
                out.append(contentsOf: "</figure>\n".utf8)
            }
            out.append(contentsOf: "</div>\n".utf8)
        }
        html = ""
        if !c.differences.isEmpty {
            html += "<details><summary>\(c.differences.count) \(c.differences.count == 1 ? "view differs" : "views differ")</summary>\n"
            html += "<div class=\"scroll\"><table class=\"differences\"><thead><tr><th scope=\"col\">view</th><th scope=\"col\">expected</th>"
                + "<th scope=\"col\">got</th><th scope=\"col\">Δ pt</th></tr></thead><tbody>\n"
            for d in c.differences.prefix(differencesPerCase) {
                html += "<tr class=\"\(marks[d.name] == .cause ? "cause" : "\(d.kind)")\"><th scope=\"row\"><code>\(e(d.name))</code></th>"
                    + "<td>\(d.expected.map { e(RunFormatter.rect($0)) } ?? "none")</td><td>\(d.actual.map { e(RunFormatter.rect($0)) } ?? "none")</td>"
                    + "<td>\(d.delta.isFinite ? DecimalFormat.format(d.delta) : "inf")</td></tr>\n"
            }
            if c.differences.count > differencesPerCase {
                html += "<tr><td colspan=\"4\">… \(c.differences.count - differencesPerCase) more</td></tr>\n"
            }
            html += "</tbody></table></div></details>\n"
        }
        if !c.findings.isEmpty {
            html += "<ul class=\"findings\">"
            for f in c.findings { html += "<li><span class=\"finding-kind\">\(e(f.kind))</span> <code>\(e(f.path))</code>: \(e(f.message))</li>" }
            html += "</ul>\n"
        }
        html += "</section>\n"
        out.append(contentsOf: html.utf8)
    }

    private func e(_ text: String) -> String { HTMLText.escaped(text) }
}
