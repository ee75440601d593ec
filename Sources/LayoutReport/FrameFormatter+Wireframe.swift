import LayoutEngine
import LayoutFixtures
import LayoutRunner

extension FrameFormatter {
    /// The case's wireframe as one SVG document: each view a rectangle at its frame, in the
    /// container's points, with its path on hover (`layoutreg layout --format svg`).
    public static func svg(scenario: Scenario, layoutCase: LayoutCase, result: LayoutResult) -> String {
        var texts: [String: String] = [:]
        for text in result.texts { texts[text.path] = text.string }
        return Wireframe.svg(frames: result.frames.map(BaselineFrame.init), container: layoutCase.container.container.size,
                             caption: heading(scenario: scenario, layoutCase: layoutCase), texts: texts)
    }

    /// One HTML page with the wireframe and, beside it, the frame tree as ``text(scenario:layoutCase:result:)``
    /// prints it (`layoutreg layout --format html`); its style is inline, so the page stands alone.
    public static func html(scenario: Scenario, layoutCase: LayoutCase, result: LayoutResult) -> String {
        let title = HTMLText.escaped(heading(scenario: scenario, layoutCase: layoutCase))
        var svg = svg(scenario: scenario, layoutCase: layoutCase, result: result)
        if let end = svg.range(of: "?>\n") { svg.removeSubrange(svg.startIndex..<end.upperBound) }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title)</title>
            <style>
            body { font: 1rem/1.4 system-ui, sans-serif; margin: 1rem; }
            main { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
            figure { margin: 0; flex: 1 1 16rem; max-width: 32rem; }
            svg.wire { display: block; width: 100%; height: auto; max-height: 90vh; border: 1px solid #ccc; background: #fafafa; }
            pre { flex: 1 1 24rem; overflow-x: auto; margin: 0; font-size: .85rem; }
            </style>
            </head>
            <body>
            <h1>\(title)</h1>
            <main>
            <figure>\(svg.hasSuffix("\n") ? String(svg.dropLast()) : svg)</figure>
            <pre>\(HTMLText.escaped(text(scenario: scenario, layoutCase: layoutCase, result: result)))</pre>
            </main>
            </body>
            </html>

            """
    }

    /// `seeds/login: iPhone16 393×852 @3x, de, large, base`.
    static func heading(scenario: Scenario, layoutCase: LayoutCase) -> String {
        let c = layoutCase.container.container
        return "\(scenario.name): \(layoutCase.container.name) \(plain(c.size.width))×\(plain(c.size.height)) @\(plain(c.scale))x, "
            + "\(layoutCase.locale), \(layoutCase.sizeCategory.rawValue), \(layoutCase.stringSet.rawValue)"
    }
}
