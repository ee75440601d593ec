/// `LabeledContent("Name", value: "Al")`, `LabeledContent { value } label: { label }`: as a
/// row of a `List` or `Form`, the label on the leading edge and the value on the trailing
/// edge, filling the row's width, as SwiftUI's automatic style draws it in a form (the
/// value in the secondary colour, which moves no frame); anywhere else, the two side by side
/// as an `HStack` of them.
package struct LabeledContent: ViewKind {
    package static let typeName = "LabeledContent"
    package static let hasChildren = true
    package static var readsListRow: Bool { true }
    package var label: ViewNode
    /// `value:`, shown verbatim as SwiftUI shows a string value; `nil` when `children` are the value.
    package var value: String?

    package init(label: ViewNode, value: String? = nil) {
        self.label = label
        self.value = value
    }

    package init(arguments: some ViewArguments) throws {
        switch (try arguments.title(), try arguments.view("label")) {
        case let (title?, nil): label = ViewNode(.text(title))
        case let (nil, view?): label = view
        case (nil, nil): throw arguments.error(at: nil, "a LabeledContent needs \"key\", \"verbatim\" or a \"label\" view")
        case (_?, _?): throw arguments.error(at: "label", "a LabeledContent has either a title or a \"label\" view, not both")
        }
        value = try arguments.string("value")
        if value != nil, arguments.contains("children") {
            throw arguments.error(at: "value", "a LabeledContent has either a \"value\" or value views (\"children\"), not both")
        }
    }

    package func build(_ view: borrowing ViewNode, in builder: inout ViewTreeBuilder,
                       scope: ViewTreeBuilder.Scope) throws(LayoutError) -> NodeID {
        var inner = scope
        inner.isListRow = false
        inner.stackAxis = .horizontal
        let node = copy view
        let values = node.children
        let parts = [label] + (value.map { [ViewNode(.text(.verbatim($0)))] } ?? values)
        var names = SiblingNames(parts)
        let first = builder.pending.count
        for i in parts.indices {
            try builder.build(parts[i], index: names.next(parts[i]), scope: inner)
            if i == 0, scope.isListRow {
                // In a row: a spacer between the label and the value, on the trailing edge.
                let spacer = builder.list.add(.spacer(SpacerLayout(minLength: nil, axis: .horizontal)))
                builder.list.setOutermost(spacer, layoutPriority: -.infinity, isSpacer: true)
                builder.pending.append(spacer)
            }
        }
        return builder.addStack(.horizontal, .center, spacing: nil, builder.takePending(from: first))
    }
}
