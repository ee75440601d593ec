/// `Grid` with `GridRow`s: columns as wide as their widest cell, rows as tall as their
/// tallest; a view that is not in a `GridRow` spans every column. With a proposed width,
/// columns share it as a stack's children do, least flexible first.
final class GridNode: LayoutNode {
    /// One row: its cells, or a single view spanning the grid.
    struct Row {
        var cells: [LayoutNode]
        var spans: Bool
        var alignment: VerticalAlignment?
    }

    let rows: [Row]
    let alignment: Alignment
    let horizontalSpacing: Double
    let verticalSpacing: Double
    private let columnCount: Int

    init(context: LayoutContext, rows: [Row], alignment: Alignment, horizontalSpacing: Double?,
         verticalSpacing: Double?) {
        self.rows = rows
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing ?? 8
        self.verticalSpacing = verticalSpacing ?? 8
        self.columnCount = rows.filter { !$0.spans }.map(\.cells.count).max() ?? 0
        super.init(context: context)
    }

    private func columnWidth(_ column: Int, offered: Double?) -> Double {
        var width = 0.0
        for row in rows where !row.spans && column < row.cells.count {
            width = max(width, row.cells[column].sizeThatFits(ProposedViewSize(width: offered, height: nil)).width)
        }
        return width
    }

    private func columnWidths(_ proposed: Double?) -> [Double] {
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

    private func measure(_ proposal: ProposedViewSize) -> (columns: [Double], rows: [Double], width: Double) {
        let columns = columnWidths(proposal.width)
        let gridWidth = columns.reduce(0, +) + horizontalSpacing * Double(max(columnCount - 1, 0))
        let heights = rows.map { row -> Double in
            if row.spans {
                return row.cells.first?.sizeThatFits(ProposedViewSize(width: proposal.width ?? gridWidth, height: nil)).height ?? 0
            }
            var height = 0.0
            for (column, cell) in row.cells.enumerated() {
                height = max(height, cell.sizeThatFits(ProposedViewSize(width: columns[column], height: nil)).height)
            }
            return height
        }
        var width = gridWidth
        for (i, row) in rows.enumerated() where row.spans {
            let spanning = row.cells.first?.sizeThatFits(ProposedViewSize(width: proposal.width ?? gridWidth, height: heights[i])).width ?? 0
            width = max(width, spanning)
        }
        return (columns, heights, width)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let m = measure(proposal)
        return Size(width: m.width, height: m.rows.reduce(0, +) + verticalSpacing * Double(max(rows.count - 1, 0)))
    }

    override func placeSubviews(in bounds: Rect, proposal: ProposedViewSize) {
        let m = measure(proposal)
        var y = bounds.minY
        for (r, row) in rows.enumerated() {
            if row.spans, let cell = row.cells.first {
                let box = Rect(x: bounds.minX, y: y, width: m.width, height: m.rows[r])
                place(cell, in: box, alignment: alignment, proposal: ProposedViewSize(box.size))
            } else {
                var x = bounds.minX
                let rowAlignment = Alignment(horizontal: alignment.horizontal, vertical: row.alignment ?? alignment.vertical)
                for (column, cell) in row.cells.enumerated() {
                    let box = Rect(x: x, y: y, width: m.columns[column], height: m.rows[r])
                    place(cell, in: box, alignment: rowAlignment, proposal: ProposedViewSize(box.size))
                    x += m.columns[column] + horizontalSpacing
                }
            }
            y += m.rows[r] + verticalSpacing
        }
    }
}
