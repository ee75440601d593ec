/// `DatePicker("Birthday", selection: $date)` in the `compact` style (the iOS default): the
/// title leading and the date, as written in `date` (and a `time`, if given), each in a chip on
/// the trailing edge, filling the width as a form row. A date is a fixed string here, as the
/// fixture writes it. `wheel` is the wheel of a `Picker`; `graphical` is laid out as `compact`.
package struct DatePicker: ViewKind {
    package static let typeName = "DatePicker"
    package static let hasChildren = false
    package var title: TextContent
    package var date: String
    package var time: String?

    package init(title: TextContent, date: String, time: String? = nil) {
        self.title = title
        self.date = date
        self.time = time
    }

    package init(arguments: some ViewArguments) throws {
        guard let title = try arguments.title() else {
            throw arguments.error(at: nil, "a DatePicker needs \"key\" (a localized title) or \"verbatim\"")
        }
        guard let date = try arguments.string("date") else {
            throw arguments.error(at: nil, "a DatePicker needs \"date\": the date as it is shown, such as \"1 Dec 2026\"")
        }
        self.title = title
        self.date = date
        time = try arguments.string("time")
    }

    package func build(_ view: borrowing ViewNode, in builder: inout ViewTreeBuilder,
                       scope: ViewTreeBuilder.Scope) throws(LayoutError) -> NodeID {
        try builder.buildDatePicker(title: title, date: date, time: time, scope: scope)
    }
}
