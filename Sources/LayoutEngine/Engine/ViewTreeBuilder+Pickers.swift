/// The controls that choose a value: `Picker`, `DatePicker` and `Slider`, made of stacks,
/// frames and symbols.
extension ViewTreeBuilder {
    /// A form row: `title` as a `Text` on the leading edge, a spacer, and `trailing` (views
    /// built in the row's scope) on the trailing edge, filling the width offered.
    mutating func buildRow(title: TextContent, trailing: [ViewNode], scope: Scope) throws(LayoutError) -> NodeID {
        let views = [ViewNode(.text(title)), ViewNode(.spacer(minLength: nil))] + trailing
        let children = try buildChildren(views, scope: scope, stackAxis: .horizontal)
        return addStack(.horizontal, .center, spacing: nil, children)
    }

    /// A `Picker` in the style around it (see ``Picker``).
    mutating func buildPicker(_ view: borrowing ViewNode, title: TextContent, selection: Int,
                              scope: Scope) throws(LayoutError) -> NodeID {
        let options = view.children
        let selected = selection < options.count ? [options[selection]] : []
        switch scope.controls.pickerStyle {
        case .automatic, .menu, .navigationLink, .palette:
            let chevron = ViewNode(ViewContent(SymbolImage(systemName: "chevron.up.chevron.down")),
                                   modifiers: [.imageScale(.small)])
            let value = ViewNode(.hStack(alignment: .center, spacing: nil), children: selected + [chevron])
            return try buildRow(title: title, trailing: [value], scope: scope)
        case .segmented:
            let height = Length.points(ControlConstants.segmentedControlMinimumHeight)
            let segments = options.map { option in
                var segment = option
                segment.modifiers.append(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, minHeight: height)))
                return segment
            }
            let children = try buildChildren(segments, scope: scope, stackAxis: .horizontal)
            return addStack(.horizontal, .center, spacing: 0, children)
        case .inline:
            let rowHeight = Length.points(ListConstants.minimumRowHeight)
            let rows = options.enumerated().map { i, option in
                var parts = [option, ViewNode(.spacer(minLength: nil))]
                if i == selection { parts.append(ViewNode(ViewContent(SymbolImage(systemName: "checkmark")))) }
                return ViewNode(.hStack(alignment: .center, spacing: nil), children: parts,
                                modifiers: [.flexibleFrame(FlexibleFrame(minHeight: rowHeight))])
            }
            let children = try buildChildren(rows, scope: scope, stackAxis: .vertical)
            return addStack(.vertical, Alignment(horizontal: .leading, vertical: .center), spacing: 0, children)
        case .wheel:
            return try buildWheel(selected, scope: scope)
        }
    }

    /// A wheel: the selected value centred in a box as wide as offered and `wheelHeight` tall.
    mutating func buildWheel(_ selected: [ViewNode], scope: Scope) throws(LayoutError) -> NodeID {
        let children = try buildChildren(selected, scope: scope, stackAxis: nil)
        let content = children.count == 1 ? list.subviews[children.start]
            : list.add(.shape(ShapeLayout()))
        let height = Length.points(ControlConstants.wheelHeight)
        return flexibleFrame(content, FlexibleFrame(maxWidth: .infinity, minHeight: height, maxHeight: height))
    }

    /// A compact `DatePicker`: a row of its title and, trailing, a chip per shown value (the
    /// date, then the time), each its text padded as a small bordered button's label.
    mutating func buildDatePicker(title: TextContent, date: String, time: String?,
                                  scope: Scope) throws(LayoutError) -> NodeID {
        let values = [date] + (time.map { [$0] } ?? [])
        if scope.controls.datePickerStyle == .wheel {
            return try buildWheel([ViewNode(.text(.verbatim(values.joined(separator: " "))))], scope: scope)
        }
        let (vertical, horizontal) = ControlConstants.datePickerChipPadding
        let chips = values.map { value in
            ViewNode(.text(.verbatim(value), lineLimit: 1),
                     modifiers: [.padding(EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal))])
        }
        return try buildRow(title: title, trailing: chips, scope: scope)
    }

    /// A `Slider`: a track as wide as offered and `sliderHeight` tall (`Slider/control`),
    /// between its value labels, stacked with the default spacing.
    mutating func buildSlider(minimum: ViewNode?, maximum: ViewNode?, scope: Scope) throws(LayoutError) -> NodeID {
        let first = pending.count
        var inner = scope
        inner.stackAxis = .horizontal
        if let minimum { try build(minimum, index: maximum == nil ? nil : 0, scope: inner) }
        let record = addRecord(label: "control", index: nil, type: "control", scope: scope)
        records[record].role = .shape
        let height = Length.points(ControlConstants.sliderHeight)
        let track = flexibleFrame(list.add(.shape(ShapeLayout())),
                                  FlexibleFrame(maxWidth: .infinity, minHeight: height, maxHeight: height))
        records[record].node = track
        pending.append(track)
        if let maximum { try build(maximum, index: minimum == nil ? nil : 1, scope: inner) }
        if pending.count - first == 1 { return pending.removeLast() }
        return addStack(.horizontal, .center, spacing: nil, takePending(from: first))
    }
}
