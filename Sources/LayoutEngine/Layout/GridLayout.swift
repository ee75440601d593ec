/// `Grid` with `GridRow`s: columns as wide as their widest cell, rows as tall as their
/// tallest; a view that is not in a `GridRow` spans every column. With a proposed width,
/// columns share it as a stack's children do, least flexible first.
struct GridLayout: AxisCoupledLayout {
    /// One row: its cells, or a single view spanning the grid.
    struct Row {
        var cells: ListRange
        var spans: Bool
        var alignment: VerticalAlignment?
    }

    /// The rows: their positions in the tree's `gridRows`.
    var rows: ListRange
    var alignment: Alignment
    var horizontalSpacing: Double
    var verticalSpacing: Double
    private var columnCount: Int

    init(rows: ListRange, alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?,
         list: NodeList) {
        self.rows = rows
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing ?? 8
        self.verticalSpacing = verticalSpacing ?? 8
        columnCount = list.gridRows[rows.range].filter { !$0.spans }.map(\.cells.count).max() ?? 0
    }

    /// The rows with their cells' node IDs.
    private func rowList(_ tree: LayoutTree) -> [(row: Row, cells: TreeSpan<NodeID>)] {
        tree.gridRows[rows.range].map { ($0, tree[$0.cells]) }
    }

    private func columnWidth(_ column: Int, offered: Double?, _ rows: [(row: Row, cells: TreeSpan<NodeID>)],
                             _ tree: LayoutTree) -> Double {
        var width = 0.0
        for (row, cells) in rows where !row.spans && column < cells.count {
            width = max(width, tree.sizeThatFits(cells[column], ProposedViewSize(width: offered, height: nil)).width)
        }
        return width
    }

    private func columnWidths(_ proposed: Double?, _ rows: [(row: Row, cells: TreeSpan<NodeID>)],
                              _ tree: LayoutTree) -> [Double] {
        func columnWidth(_ column: Int, offered: Double?) -> Double {
            self.columnWidth(column, offered: offered, rows, tree)
        }
        guard let proposed else { return (0..<columnCount).map { columnWidth($0, offered: nil) } }
        let flexibility = (0..<columnCount).map { columnWidth($0, offered: .infinity) - columnWidth($0, offered: 0) }
        let order = (0..<columnCount).sorted { flexibility[$0] < flexibility[$1] || (flexibility[$0] == flexibility[$1] && $0 < $1) }
        var available = proposed - horizontalSpacing * Double(max(columnCount - 1, 0))
        var remaining = Double(columnCount)
        var widths = [Double](repeating: 0, count: columnCount)
        for column in order {
            widths[column] = columnWidth(column, offered: max(available / remaining, 0))
            available -= widths[column]
            remaining -= 1
        }
        return widths
    }

    private func measure(_ proposal: ProposedViewSize, _ rows: [(row: Row, cells: TreeSpan<NodeID>)],
                         _ tree: LayoutTree) -> (columns: [Double], rows: [Double], width: Double) {
        let columns = columnWidths(proposal.width, rows, tree)
        let gridWidth = columns.reduce(0, +) + horizontalSpacing * Double(max(columnCount - 1, 0))
        let heights = rows.map { row, cells -> Double in
            if row.spans {
                return cells.first.map { tree.sizeThatFits($0, ProposedViewSize(width: proposal.width ?? gridWidth, height: nil)).height } ?? 0
            }
            var height = 0.0
            for (column, cell) in cells.enumerated() {
                height = max(height, tree.sizeThatFits(cell, ProposedViewSize(width: columns[column], height: nil)).height)
            }
            return height
        }
        var width = gridWidth
        for (i, (row, cells)) in rows.enumerated() where row.spans {
            let spanning = cells.first.map { tree.sizeThatFits($0, ProposedViewSize(width: proposal.width ?? gridWidth, height: heights[i])).width } ?? 0
            width = max(width, spanning)
        }
        return (columns, heights, width)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, in tree: LayoutTree) -> Size {
        let m = measure(proposal, rowList(tree), tree)
        return Size(width: m.width, height: m.rows.reduce(0, +) + verticalSpacing * Double(max(rows.count - 1, 0)))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, tree: LayoutTree) {
        let rows = rowList(tree)
        let m = measure(proposal, rows, tree)
        var y = bounds.minY
        for (r, (row, cells)) in rows.enumerated() {
            if row.spans, let cell = cells.first {
                let box = Rect(x: bounds.minX, y: y, width: m.width, height: m.rows[r])
                tree.place(cell, in: box, alignment: alignment, proposal: ProposedViewSize(box.size))
            } else {
                var x = bounds.minX
                let rowAlignment = Alignment(horizontal: alignment.horizontal, vertical: row.alignment ?? alignment.vertical)
                for (column, cell) in cells.enumerated() {
                    let box = Rect(x: x, y: y, width: m.columns[column], height: m.rows[r])
                    tree.place(cell, in: box, alignment: rowAlignment, proposal: ProposedViewSize(box.size))
                    x += m.columns[column] + horizontalSpacing
                }
            }
            y += m.rows[r] + verticalSpacing
        }
    }
}
