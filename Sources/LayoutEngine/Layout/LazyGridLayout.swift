/// `LazyVGrid` and `LazyHGrid`: tracks (columns of a vertical grid, rows of a horizontal one)
/// share the proposal across the grid's axis; children fill the tracks in order, and each
/// line along the axis is as long as its longest cell.
///
/// Track lengths follow `GridItem.Size`: fixed; flexible, the space left after fixed items
/// and spacing divided among the flexible items in order and clamped; adaptive, one flexible
/// slot holding as many items of the minimum length as fit.
struct LazyGridLayout: AxisCoupledLayout {
    /// The axis the grid grows along: vertical for `LazyVGrid`.
    var axis: Axis
    /// The grid items: their positions in the tree's `gridItems`.
    var items: ListRange
    /// Spacing between lines along the axis.
    var spacing: Double
    var subviews: ListRange

    init(axis: Axis, items: ListRange, spacing: Double?, subviews: ListRange) {
        self.axis = axis
        self.items = items
        self.spacing = spacing ?? 8
        self.subviews = subviews
    }

    private struct Track {
        var offset: Double
        var length: Double
        var alignment: Alignment
    }

    private var cross: Axis { axis.other }

    /// The tracks across the grid for a proposed cross length.
    private func tracks(_ proposed: Double?, _ items: ArraySlice<GridItem>, _ children: TreeSpan<NodeID>,
                        _ tree: LayoutTree) -> [Track] {
        let items = Array(items)
        var lengths = [Double](repeating: 0, count: items.count)
        let gaps = items.dropLast().reduce(0) { $0 + ($1.spacing ?? 8) }
        var available = (proposed ?? .infinity) - gaps
        var flexible: [Int] = []
        for (i, item) in items.enumerated() {
            switch item.size {
            case let .fixed(length): lengths[i] = length; available -= length
            case .flexible, .adaptive: flexible.append(i)
            }
        }
        // In order, each offered an equal share of what is left: a flexible item clamps it to
        // its bounds, an adaptive one takes it whole (its bounds are per sub-item)
        // (swiftuifieldguide.com/layout/lazyvgrid).
        var remaining = Double(flexible.count)
        for i in flexible {
            let share = available.isFinite ? max(available / remaining, 0) : idealLength(track: i, items.count, children, tree)
            let (low, high) = bounds(items[i])
            if case .adaptive = items[i].size {
                lengths[i] = share
            } else {
                lengths[i] = min(max(share, low), high)
            }
            available -= lengths[i]
            remaining -= 1
        }
        var tracks: [Track] = []
        var offset = 0.0
        for (i, item) in items.enumerated() {
            let alignment = item.alignment ?? .center
            if case let .adaptive(minimum, maximum) = item.size {
                let gap = item.spacing ?? 8
                let count = max(1, ((lengths[i] + gap) / (minimum + gap)).rounded(.down))
                let length = min((lengths[i] - (count - 1) * gap) / count, maximum)
                for _ in 0..<Int(count) {
                    tracks.append(Track(offset: offset, length: length, alignment: alignment))
                    offset += length + gap
                }
                offset -= gap
            } else {
                tracks.append(Track(offset: offset, length: lengths[i], alignment: alignment))
                offset += lengths[i]
            }
            if i < items.count - 1 { offset += item.spacing ?? 8 }
        }
        return tracks
    }

    private func bounds(_ item: GridItem) -> (Double, Double) {
        switch item.size {
        case let .fixed(length): (length, length)
        case let .flexible(minimum, maximum), let .adaptive(minimum, maximum): (minimum, maximum)
        }
    }

    /// With no finite proposal, a flexible track is as long as its longest cell's ideal.
    private func idealLength(track: Int, _ itemCount: Int, _ children: TreeSpan<NodeID>,
                             _ tree: LayoutTree) -> Double {
        var length = 0.0
        for i in stride(from: track, to: children.count, by: itemCount) {
            length = max(length, tree.sizeThatFits(children[i], .unspecified)[cross])
        }
        return length
    }

    /// The cells' sizes and the length of each line along the axis.
    private func layoutLines(_ proposal: ProposedViewSize, _ children: TreeSpan<NodeID>,
                             _ tree: LayoutTree) -> (tracks: [Track], lines: [Double]) {
        let tracks = tracks(proposal[cross], tree.gridItems[items.range], children, tree)
        var lines: [Double] = []
        for (i, child) in children.enumerated() {
            let track = tracks[i % tracks.count]
            let size = tree.sizeThatFits(child, ProposedViewSize(major: nil, minor: track.length, axis: axis))
            if i % tracks.count == 0 { lines.append(0) }
            lines[lines.count - 1] = max(lines[lines.count - 1], size[axis])
        }
        return (tracks, lines)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, in tree: LayoutTree) -> Size {
        let (tracks, lines) = layoutLines(proposal, tree[subviews], tree)
        let crossLength = tracks.last.map { $0.offset + $0.length } ?? 0
        let length = lines.reduce(0, +) + spacing * Double(max(lines.count - 1, 0))
        return Size(major: length, minor: crossLength, axis: axis)
    }

    /// The tracks are resolved again against the grid's own cross length, not the proposal:
    /// a grid given more or less room than it was proposed (by a frame around it) spreads its
    /// flexible and adaptive columns over the room it has, as SwiftUI's second pass does.
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, tree: LayoutTree) {
        let children = tree[subviews]
        var placed = proposal
        placed[cross] = bounds.size[cross]
        let (tracks, lines) = layoutLines(placed, children, tree)
        var lineOffset = 0.0
        for (i, child) in children.enumerated() {
            let track = tracks[i % tracks.count]
            let line = i / tracks.count
            if i > 0 && i % tracks.count == 0 { lineOffset += lines[line - 1] + spacing }
            var origin = bounds.origin
            origin[axis] += lineOffset
            origin[cross] += track.offset
            let cell = Rect(origin: origin, size: Size(major: lines[line], minor: track.length, axis: axis))
            tree.place(child, in: cell, alignment: track.alignment, proposal: ProposedViewSize(cell.size))
        }
    }
}
