import LayoutEngine
import StrictJSON

/// One case's lint pass: walks the frames once in tree order (parents before children),
/// checking each view on its own and against its parent, then sweeps the content views for
/// overlaps.
struct LintScan {
    let frames: FrameList
    let facts: FrameFacts
    /// The facts read for every view, held here rather than read through the shared object.
    private let parent: [Int32], role: [FrameFacts.Role], recordOfLabel: [Int32], boxOwner: [Int32]
    let policy: LintPolicy
    /// The case's environment: its Dynamic Type size and font for the fixed-font lint, its
    /// locale for missing glyphs.
    let environment: EnvironmentValues
    /// The safe area as the frames are reported (mirrored for right-to-left).
    let safe: Rect
    let isRightToLeft: Bool
    /// Each record's position in the frame list, or −1 when it reported no frame.
    private var positionOfRecord: [Int32]
    /// Per position: the edges of the safe area (low four bits) and of the fixed frame (high
    /// four bits) that the frame or a view around it passes; empty when neither is checked.
    private var edges: [UInt8]
    /// The same, of the content views (text, image, shape, control) only: a content view is
    /// reported on the edges no content view around it passes, whatever its containers do, so
    /// that a button pushed off screen is named even when its stack is too.
    private var contentEdges: [UInt8]
    /// The fixed frames laid out, by record.
    private var boxes: [Int32: Rect] = [:]
    /// The part of each scroll view (or list) laid out that is on screen, by record: its frame,
    /// within the visible part of the scroll views around it. A view inside one is seen only
    /// there: content scrolled out of it (below the fold, or above it at a `scrollPosition`)
    /// overlaps nothing outside it.
    private var visibleScrollRects: [Int32: Rect] = [:]
    private var found: [(position: Int, finding: Finding)] = []

    init(frames: FrameList, policy: LintPolicy, container: LayoutContainer, environment: EnvironmentValues) {
        self.frames = frames
        facts = frames.facts
        (parent, role, recordOfLabel, boxOwner) = (facts.parent, facts.role, facts.recordOfLabel, facts.boxOwner)
        self.policy = policy
        self.environment = environment
        isRightToLeft = environment.layoutDirection == .rightToLeft
        safe = isRightToLeft ? container.safeRect.mirrored(inWidth: container.size.width) : container.safeRect
        positionOfRecord = Array(repeating: -1, count: facts.parent.count)
        let checksBounds = policy[.overflow] != .off || policy[.clipped] != .off
        edges = checksBounds ? Array(repeating: 0, count: frames.count) : []
        contentEdges = edges
        for box in frames.boxes { boxes[box.record] = box.rect }
    }

    mutating func run() {
        var content: [OverlapSweep.Item] = []
        let checksOverlap = policy[.overlap] != .off
        if checksOverlap { content.reserveCapacity(frames.count) }
        for position in frames.indices {
            let numbers = frames.facts(at: position)
            guard numbers.label < recordOfLabel.count else { continue }
            let record = Int(recordOfLabel[numbers.label])
            guard record >= 0 else { continue }
            positionOfRecord[record] = Int32(position)
            let rect = frames.rect(at: position)
            let visible = visibleRect(of: record)
            if facts.scrolls[record] {
                visibleScrollRects[Int32(record)] = visible.map { Self.intersection(rect, $0) } ?? rect
            }
            // Overlaps are looked for in what is on screen of the view.
            let seen = visible.map { Self.intersection(rect, $0) } ?? rect
            switch role[record] {
            case .text:
                checkText(position, record, rect, numbers)
                if checksOverlap { content.append(.init(position: position, record: record, rect: seen)) }
            case .image, .shape:
                if checksOverlap { content.append(.init(position: position, record: record, rect: seen)) }
            case .control:
                checkTapTarget(position, record, rect)
                if checksOverlap { content.append(.init(position: position, record: record, rect: seen)) }
            case .divider, .spacer, .container:
                break
            }
            if !edges.isEmpty { checkBounds(position, record, rect) }
        }
        if checksOverlap && content.count > 1 {
            for pair in OverlapSweep(items: content, facts: facts, tolerance: LintPass.tolerance).pairs() {
                let other = pair.second.record
                if facts.allow[other].contains(LintKind.overlap.rawValue) { continue }
                let name = facts.viewID[other].map { "#" + $0 } ?? facts.paths[other]
                add(.overlap, pair.first.position, pair.first.record,
                    "overlaps \(name) by \(Finding.points(pair.width)) × \(Finding.points(pair.height)) pt")
            }
        }
    }

    /// The on-screen part of the scroll view around `record`, if one is.
    private func visibleRect(of record: Int) -> Rect? {
        let owner = facts.scrollOwner[record]
        return owner >= 0 ? visibleScrollRects[owner] : nil
    }

    /// The part of `a` inside `b`: an empty rectangle at `a`'s origin when they do not meet.
    private static func intersection(_ a: Rect, _ b: Rect) -> Rect {
        let minX = max(a.minX, b.minX), maxX = min(a.maxX, b.maxX)
        let minY = max(a.minY, b.minY), maxY = min(a.maxY, b.maxY)
        guard maxX > minX, maxY > minY else { return Rect(origin: a.origin, size: Size(width: 0, height: 0)) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    func sortedFindings() -> [Finding] {
        func precedes(_ a: (position: Int, finding: Finding), _ b: (position: Int, finding: Finding)) -> Bool {
            if a.position != b.position { return a.position < b.position }
            if a.finding.kind != b.finding.kind { return a.finding.kind < b.finding.kind }
            return a.finding.detail.utf8.lexicographicallyPrecedes(b.finding.detail.utf8)
        }
        // Mostly found in order already: overlaps come last, a text's kinds in another order.
        if found.indices.dropFirst().allSatisfy({ found[$0 - 1].position < found[$0].position }) { return found.map(\.finding) }
        return found.sorted(by: precedes).map(\.finding)
    }

    // MARK: Checks

    private mutating func checkText(_ position: Int, _ record: Int, _ rect: Rect,
                                    _ numbers: (label: Int, lines: Int, neededLines: Int, isTruncated: Bool,
                                                isFixedFont: Bool)) {
        guard numbers.lines >= 0 else { return }
        if policy[.truncated] != .off, numbers.isTruncated || numbers.neededLines > numbers.lines {
            let detail = numbers.neededLines > numbers.lines
                ? "needs \(Self.lines(numbers.neededLines)), has \(numbers.lines)"
                : "cut with an ellipsis on \(Self.lines(numbers.lines))"
            add(.truncated, position, record, detail)
        }
        if policy[.fixedFont] != .off, numbers.isFixedFont, environment.dynamicTypeSize.isAccessibilitySize {
            let size = facts.fixedFontSize[record] ?? environment.font.resolved(at: environment.dynamicTypeSize).pointSize
            add(.fixedFont, position, record,
                "fixed \(Finding.points(size)) pt font at \(environment.dynamicTypeSize.rawValue), does not follow Dynamic Type")
        }
        if policy[.missingGlyph] != .off, let missing = frames.missingGlyphs(at: position) {
            add(.missingGlyph, position, record, Self.missingDetail(missing, locale: environment.locale))
        }
    }

    /// `no font covers U+10900 Phnx, U+F8FF Zyyy in en`: each code point with its script.
    static func missingDetail(_ missing: FrameList.MissingGlyphs, locale: String) -> String {
        let codes = missing.scalars.indices.map { i in
            let code = JSONQuoting.scalarName(missing.scalars[i].value)
            return i < missing.scripts.count ? code + " " + missing.scripts[i] : code
        }
        return "no font covers " + codes.joined(separator: ", ") + (locale.isEmpty ? "" : " in " + locale)
    }

    private mutating func checkTapTarget(_ position: Int, _ record: Int, _ rect: Rect) {
        guard policy[.tapTarget] != .off else { return }
        let minimum = LintPass.minimumTapTarget
        // A hair of slack: a frame snapped to 44 pt must pass.
        guard rect.width < minimum - 1e-6 || rect.height < minimum - 1e-6 else { return }
        add(.tapTarget, position, record, "\(Finding.points(rect.width)) × \(Finding.points(rect.height)) pt, under 44 × 44")
    }

    /// A container is reported beyond the safe area (or its fixed frame) only on the edges no
    /// view around it passes already: an overflowing stack is one finding, not one per stack in
    /// it. A content view (text, image, shape, control) is reported on the edges no content view
    /// around it passes: what is cut off is named. A text beyond its fixed frame is `clipped`:
    /// its lines are drawn outside the frame.
    private mutating func checkBounds(_ position: Int, _ record: Int, _ rect: Rect) {
        guard rect.width > 0 || rect.height > 0 else { return }
        let isContent = role[record].isContent
        let parentPosition = nearestPosition(above: record)
        var beyondSafe = EdgeMask(rect, beyond: safe, tolerance: LintPass.tolerance)
        // Inside a scroll view, what is past the safe area along its axes is scrolled to, not lost.
        let scrolled = facts.scrolledAxes[record]
        if scrolled.contains(.vertical) { beyondSafe.remove(horizontal: false) }
        if scrolled.contains(.horizontal) { beyondSafe.remove(horizontal: true) }
        let aroundAll = parentPosition.map { EdgeMask(bits: edges[$0]) } ?? EdgeMask()
        let aroundContent = parentPosition.map { EdgeMask(bits: contentEdges[$0]) } ?? EdgeMask()
        edges[position] = beyondSafe.union(aroundAll).bits
        contentEdges[position] = (isContent ? beyondSafe.union(aroundContent) : aroundContent).bits
        let newSafe = beyondSafe.subtracting(isContent ? aroundContent : aroundAll)
        if !newSafe.isEmpty {
            add(.overflow, position, record, describe(newSafe, rect: rect, reference: safe, what: "safe-area"))
        }
        let owner = Int(boxOwner[record])
        guard owner >= 0, let box = boxes[Int32(owner)] else { return }
        let axes = facts.boxAxes[owner]
        var beyondBox = EdgeMask(rect, beyond: box, tolerance: LintPass.tolerance)
        if !axes.width { beyondBox.remove(horizontal: true) }
        if !axes.height { beyondBox.remove(horizontal: false) }
        // A fixed frame around a scroll view bounds the scroll view, not its content, which
        // scrolls past it along the scroll axes.
        let scrollOwner = Int(facts.scrollOwner[record])
        if scrollOwner >= 0, facts.depth[scrollOwner] >= facts.depth[owner] {
            if scrolled.contains(.vertical) { beyondBox.remove(horizontal: false) }
            if scrolled.contains(.horizontal) { beyondBox.remove(horizontal: true) }
        }
        // The views around count only inside the same fixed frame: the owner's own view is the first.
        var inheritedAll = EdgeMask(), inheritedContent = EdgeMask()
        if record != owner, let parentPosition {
            inheritedAll = EdgeMask(bits: edges[parentPosition] >> 4)
            inheritedContent = EdgeMask(bits: contentEdges[parentPosition] >> 4)
        }
        edges[position] |= beyondBox.union(inheritedAll).bits << 4
        contentEdges[position] |= (isContent ? beyondBox.union(inheritedContent) : inheritedContent).bits << 4
        if role[record] == .text {
            if !beyondBox.isEmpty { add(.clipped, position, record, Self.clipDetail(beyondBox, rect: rect, box: box)) }
            return
        }
        let newBox = beyondBox.subtracting(isContent ? inheritedContent : inheritedAll)
        if !newBox.isEmpty {
            add(.overflow, position, record, describe(newBox, rect: rect, reference: box, fixed: axes))
        }
    }

    /// The position of the nearest record above `record` that reported a frame.
    private func nearestPosition(above record: Int) -> Int? {
        var up = Int(parent[record])
        while up >= 0 {
            let position = positionOfRecord[up]
            if position >= 0 { return Int(position) }
            up = Int(parent[up])
        }
        return nil
    }

    // MARK: Details

    /// `extends 18.5 pt past the trailing safe-area edge`, edges in top, leading, bottom,
    /// trailing order.
    ///
    /// The details of overflows are made into one string rather than joined from parts: a
    /// text-heavy screen has an overflow in most of its cases, and joining parts cost nearly
    /// half of the lint pass.
    private func describe(_ edges: EdgeMask, rect: Rect, reference: Rect, what: String) -> String {
        var text = "extends "
        let count = appendDistances(edges, rect: rect, reference: reference, to: &text)
        text += " "
        text += what
        text += count > 1 ? " edges" : " edge"
        return text
    }

    /// `extends 10 pt past the bottom of its fixed 20 pt height`.
    private func describe(_ edges: EdgeMask, rect: Rect, reference: Rect, fixed: (width: Bool, height: Bool)) -> String {
        var text = "extends "
        appendDistances(edges, rect: rect, reference: reference, to: &text)
        text += " of its fixed "
        if fixed.width {
            text += Finding.points(reference.width)
            text += " pt width"
        }
        if fixed.width && fixed.height { text += " × " }
        if fixed.height {
            text += Finding.points(reference.height)
            text += " pt height"
        }
        return text
    }

    /// Appends the distance past each edge in `edges` (`10 pt past the top and 4 pt past the
    /// leading`), named by the layout direction, in top, leading, bottom, trailing order;
    /// returns how many edges it named.
    @discardableResult
    private func appendDistances(_ edges: EdgeMask, rect: Rect, reference: Rect, to text: inout String) -> Int {
        var count = 0
        func append(_ edge: String, _ distance: Double) {
            if count > 0 { text += " and " }
            text += Finding.points(distance)
            text += " pt past the "
            text += edge
            count += 1
        }
        let left = (edges.left, reference.minX - rect.minX), right = (edges.right, rect.maxX - reference.maxX)
        let (leading, trailing) = isRightToLeft ? (right, left) : (left, right)
        if edges.top { append("top", reference.minY - rect.minY) }
        if leading.0 { append("leading", leading.1) }
        if edges.bottom { append("bottom", rect.maxY - reference.maxY) }
        if trailing.0 { append("trailing", trailing.1) }
        return count
    }

    /// `lines 20.5 pt tall in a frame 10 pt tall`, for the axes on which the text passes its
    /// fixed frame.
    private static func clipDetail(_ edges: EdgeMask, rect: Rect, box: Rect) -> String {
        var parts: [String] = []
        if edges.top || edges.bottom {
            parts.append("lines \(Finding.points(rect.height)) pt tall in a frame \(Finding.points(box.height)) pt tall")
        }
        if edges.left || edges.right {
            parts.append("lines \(Finding.points(rect.width)) pt wide in a frame \(Finding.points(box.width)) pt wide")
        }
        return parts.joined(separator: ", ")
    }

    private static func lines(_ count: Int) -> String { count == 1 ? "1 line" : "\(count) lines" }

    private mutating func add(_ kind: LintKind, _ position: Int, _ record: Int, _ detail: String) {
        let severity = policy[kind]
        guard severity != .off, !facts.allow[record].contains(kind.rawValue) else { return }
        found.append((position, Finding(kind: kind, path: facts.paths[record], viewID: facts.viewID[record],
                                        detail: detail, severity: severity)))
    }
}
