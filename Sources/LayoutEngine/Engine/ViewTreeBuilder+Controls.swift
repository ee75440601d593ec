/// The controls whose layout is made of other layouts: a label on the leading edge and a
/// control of a fixed size on the trailing edge (`Toggle`, `Stepper`).
extension ViewTreeBuilder {
    /// A `Toggle` or `Stepper` as iOS lays them out: an `HStack` of the label, a spacer and
    /// the control, so that it fills the width offered and is as tall as the taller of the
    /// two. Several label views stack vertically on the leading edge (a title and a subtitle).
    /// The control is under the slot `control` (or `slot`), a frame of its own.
    mutating func buildLabelledControl(_ view: borrowing ViewNode, control size: Size, slot: String = "control",
                                       scope: Scope) throws(LayoutError) -> NodeID {
        let first = pending.count
        if !view.children.isEmpty {
            let labels = try buildChildren(view.children, scope: scope, stackAxis: view.children.count == 1 ? .horizontal : .vertical)
            pending.append(labels.count == 1 ? list.subviews[labels.start]
                                             : addStack(.vertical, .leading, spacing: nil, labels))
        }
        let spacer = list.add(.spacer(SpacerLayout(minLength: nil, axis: .horizontal)))
        list.setOutermost(spacer, layoutPriority: -.infinity, isSpacer: true)
        pending.append(spacer)
        let record = addRecord(label: slot, index: nil, type: slot, scope: scope)
        records[record].role = .shape
        let node = list.add(.image(ImageLayout(intrinsicSize: size, isResizable: false)))
        records[record].node = node
        pending.append(node)
        return addStack(.horizontal, .center, spacing: nil, takePending(from: first))
    }

    /// A `ProgressView`: a bar `progressBarHeight` tall across the width offered under its
    /// label (leading), or a `spinnerSize` spinner over its label (centred), stacked with the
    /// default spacing. The bar or spinner is under the slot `control`.
    mutating func buildProgressView(_ view: borrowing ViewNode, isLinear: Bool,
                                    scope: Scope) throws(LayoutError) -> NodeID {
        let first = pending.count
        var inner = scope
        inner.stackAxis = .vertical
        var names = SiblingNames(view.children)
        for i in view.children.indices {
            try build(view.children[i], index: names.next(view.children[i]), scope: inner)
        }
        let hasLabel = pending.count > first
        let record = addRecord(label: "control", index: nil, type: "control", scope: scope)
        records[record].role = .shape
        let control: NodeID
        if isLinear {
            let bar = list.add(.shape(ShapeLayout()))
            let height = ControlConstants.progressBarHeight
            control = flexibleFrame(bar, FlexibleFrame(maxWidth: .points(.infinity), minHeight: .points(height),
                                                       maxHeight: .points(height)))
        } else {
            control = list.add(.image(ImageLayout(intrinsicSize: ControlConstants.spinnerSize, isResizable: false)))
        }
        records[record].node = control
        guard hasLabel else { return control }
        if isLinear { pending.append(control) } else { pending.insert(control, at: first) }
        return addStack(.vertical, Alignment(horizontal: isLinear ? .leading : .center, vertical: .center),
                        spacing: nil, takePending(from: first))
    }

    /// A `TextField` or `SecureField`: the shown string as a `Text` child, on the leading edge
    /// of the width offered. A horizontal field's text is one line, whatever `lineLimit` around
    /// it says; a vertical one's takes the `lineLimit` and the lines it reserves from around it.
    mutating func buildTextField(shown: TextContent, axis: Axis, scope: Scope) throws(LayoutError) -> NodeID {
        let first = pending.count
        var inner = scope
        inner.stackAxis = nil
        if axis == .horizontal { inner.text.minimumLines = 1 }
        try build(ViewNode(.text(shown, lineLimit: axis == .horizontal ? 1 : nil)), index: nil, scope: inner)
        let text = pending.removeLast()
        precondition(pending.count == first, "a Text builds one node")
        let field = flexibleFrame(text, FlexibleFrame(maxWidth: .points(.infinity), alignment: .leading))
        return styledField(field, scope: scope)
    }
}

extension ViewTreeBuilder {
    /// A button's label in the frame its `buttonStyle` draws: the label alone for `automatic`,
    /// `plain` and `borderless`; for `bordered` and `borderedProminent`, padded by the control
    /// size's insets and at least its minimum length on both axes.
    mutating func styledButton(_ label: NodeID, scope: Scope) -> NodeID {
        switch scope.controls.buttonStyle {
        case .automatic, .plain, .borderless:
            return label
        case .bordered, .borderedProminent:
            let size = scope.controls.controlSize
            let (vertical, horizontal) = ControlConstants.borderedButtonPadding(size)
            let insets = EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
            let padded = list.add(.padding(PaddingLayout(insets: insets, child: label)), wrapping: label)
            let least = Length.points(ControlConstants.borderedButtonMinimumLength(size))
            return flexibleFrame(padded, FlexibleFrame(minWidth: least, minHeight: least))
        }
    }

    /// The scope a button's label is built in: a `bordered` or `borderedProminent` button in
    /// a `small` or `mini` control size sets `subheadline` (15 pt at `large`) for a label that
    /// no `font` around the button sets, as iOS's small buttons take a smaller text style than
    /// their regular and large ones, which keep `body`.
    func buttonLabelScope(_ scope: Scope) -> Scope {
        guard scope.text.font == nil, let font = ControlConstants.borderedButtonFont(scope.controls.controlSize)
        else { return scope }
        switch scope.controls.buttonStyle {
        case .automatic, .plain, .borderless:
            return scope
        case .bordered, .borderedProminent:
            var inner = scope
            inner.text.font = font
            return inner
        }
    }

    /// A text field in its `textFieldStyle`: as it is for `automatic` and `plain`, inset by the
    /// rounded border's padding for `roundedBorder`.
    mutating func styledField(_ field: NodeID, scope: Scope) -> NodeID {
        guard scope.controls.textFieldStyle == .roundedBorder else { return field }
        let insets = EdgeInsets(all: ControlConstants.roundedBorderFieldPadding)
        return list.add(.padding(PaddingLayout(insets: insets, child: field)), wrapping: field)
    }
}
