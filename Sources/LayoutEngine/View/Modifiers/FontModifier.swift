/// `font(_:)`: the font of the texts inside that set none of their own.
package struct FontModifier: ModifierKind {
    package static let name = "font"
    package static let wrapsInALayout = false
    package var font: Font

    package init(_ font: Font) {
        self.font = font
    }

    /// A text style (`"body"`), `{"style": "body", "weight": "bold"}`, or a fixed size
    /// `{"size": 17, "weight": "semibold"}` that does not scale.
    package init(arguments: some ViewArguments) throws {
        if let style = try arguments.choice("_", as: Font.TextStyle.self) {
            font = .style(style)
            return
        }
        let weight = try arguments.choice("weight", as: Font.Weight.self)
        let style = try arguments.choice("style", as: Font.TextStyle.self)
        if let size = try arguments.number("size", in: 1...1000) {
            if style != nil { throw arguments.error(at: "style", "a font has either \"style\" or \"size\", not both") }
            font = .system(size: size, weight: weight ?? .regular)
        } else if let style {
            font = .style(style, weight: weight)
        } else {
            throw arguments.error(at: nil, "a font is a text style (\"body\"), {\"style\": …, \"weight\": …} "
                                  + "or {\"size\": …, \"weight\": …}")
        }
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.text.font = font
    }
}
