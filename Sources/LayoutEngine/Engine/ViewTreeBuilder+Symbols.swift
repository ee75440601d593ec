/// Symbols and the views made of a symbol and a title (`Label`, `ShareLink`).
extension ViewTreeBuilder {
    /// The point size of the font a symbol in `scope` takes: the font modifiers around it,
    /// else `body`, at the view's Dynamic Type size. A text style makes the tree differ at
    /// every size, as a scaled length does.
    mutating func symbolPointSize(scope: Scope) -> Double {
        let font = scope.text.font ?? .body
        let clamp = scope.environment.sizeClamp
        let resolved = font.resolved(at: clamp.apply(dynamicTypeSize))
        if resolved.textStyle != nil {
            let all = DynamicTypeSize.allCases
            sizeCuts.formUnion(all.indices.dropFirst().filter { clamp.apply(all[$0]) != clamp.apply(all[$0 - 1]) }
                .map { all[$0] })
        }
        return resolved.pointSize
    }

    /// A symbol's node: its box in ems (`SymbolConstants.box(of:)`) times its font's point
    /// size and its scale's factor.
    mutating func addSymbol(_ systemName: String, scope: Scope) -> NodeID {
        let em = symbolPointSize(scope: scope) * SymbolConstants.factor(scope.controls.imageScale)
        let box = SymbolConstants.box(of: systemName)
        return list.add(.image(ImageLayout(intrinsicSize: Size(width: box.width * em, height: box.height * em),
                                           isResizable: false)))
    }

    /// A `Label` in its `labelStyle`: the symbol then the title in an `HStack` (icon leading,
    /// centred, `labelSpacing` apart), or either alone.
    mutating func buildLabel(title: TextContent, systemImage: String, scope: Scope) throws(LayoutError) -> NodeID {
        var parts: [ViewNode] = []
        let style = scope.controls.labelStyle
        if style != .titleOnly { parts.append(ViewNode(ViewContent(SymbolImage(systemName: systemImage)))) }
        if style != .iconOnly { parts.append(ViewNode(.text(title))) }
        let children = try buildChildren(parts, scope: scope, stackAxis: .horizontal)
        if children.count == 1 { return list.subviews[children.start] }
        return addStack(.horizontal, .center, spacing: SymbolConstants.labelSpacing, children)
    }
}
