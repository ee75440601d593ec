/// `textCase(_:)`: the strings inside upper- or lowercased before they are measured (`nil`,
/// written `null`: as written).
package struct TextCaseModifier: ScalarModifier {
    package static let name = "textCase"
    package static let expected = "\"uppercase\", \"lowercase\" or null"
    package var textCase: TextCase?

    package init(_ textCase: TextCase?) {
        self.textCase = textCase
    }

    package static func value(in arguments: some ViewArguments) throws -> TextCase?? {
        try choiceOrNull(in: arguments, as: TextCase.self)
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.text.textCase = .some(textCase)
    }
}
