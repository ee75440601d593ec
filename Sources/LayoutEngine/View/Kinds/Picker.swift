/// `Picker("Theme", selection: $theme) { options }`, laid out by the `pickerStyle` around it:
/// `menu` (and `automatic`, `navigationLink`, `palette`) as a form row, the title leading and
/// the selected option with a chevron trailing; `segmented` as equal segments across the width;
/// `inline` as a row per option, a checkmark after the selected one; `wheel` as the selected
/// option centred in the wheel. `selection` is the selected option's position (default 0).
package struct Picker: ViewKind {
    package static let typeName = "Picker"
    package static let hasChildren = true
    package var title: TextContent
    package var selection: Int

    package init(title: TextContent, selection: Int = 0) {
        self.title = title
        self.selection = selection
    }

    package init(arguments: some ViewArguments) throws {
        guard let title = try arguments.title() else {
            throw arguments.error(at: nil, "a Picker needs \"key\" (a localized title) or \"verbatim\"")
        }
        self.title = title
        selection = Int(try arguments.number("selection", in: 0...100_000) ?? 0)
    }

    package func build(_ view: borrowing ViewNode, in builder: inout ViewTreeBuilder,
                       scope: ViewTreeBuilder.Scope) throws(LayoutError) -> NodeID {
        try builder.buildPicker(view, title: title, selection: selection, scope: scope)
    }
}
