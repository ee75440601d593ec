/// `textCase(_:)`: the strings inside upper- or lowercased before they are measured (`nil`,
/// written `null`: as written).
package struct TextCaseModifier: ModifierKind {
    package static let name = "textCase"
    package static let wrapsInALayout = false
    package var textCase: TextCase?

    package init(_ textCase: TextCase?) {
        self.textCase = textCase
    }

    package init(arguments: some ViewArguments) throws {
        if arguments.isNull("_") {
            textCase = nil
        } else if let textCase = try arguments.choice("_", as: TextCase.self) {
            self.textCase = textCase
        } else {
            throw arguments.error(at: nil, "expected \"uppercase\", \"lowercase\" or null")
        }
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.text.textCase = .some(textCase)
    }
}
