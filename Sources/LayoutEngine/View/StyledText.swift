/// One run of a concatenated `Text` (``TextContent/concatenation(_:)``): what it shows, and
/// the text-styling modifiers written on it (`Text("b").bold()`).
///
/// The run's own `font`, weight, design, spacing and case win over the outer `Text`'s, which
/// in turn win over the environment's: the attributes SwiftUI keeps per run of a text.
public struct StyledText: Hashable, Sendable {
    /// A key, a verbatim string or a format; never a concatenation.
    public var content: TextContent
    public var modifiers: [Modifier]

    public init(_ content: TextContent, modifiers: [Modifier] = []) {
        precondition(!content.isConcatenation, "a run of a concatenated Text is flat")
        self.content = content
        self.modifiers = modifiers
    }
}

extension TextContent {
    var isConcatenation: Bool {
        if case .concatenation = self { true } else { false }
    }

    /// The runs this content shows: itself alone, or the runs of a concatenation.
    package var runs: [StyledText] {
        if case let .concatenation(runs) = self { return runs }
        return [StyledText(self)]
    }
}
