import LayoutEngine

/// The localized texts a view tree shows: the keys that the strings' warnings are about,
/// and the formatted texts whose strings each case resolves.
public struct TextUses: Hashable, Sendable {
    /// Keys of texts without arguments, in the order the tree shows them, each once.
    public var keys: [String] = []
    /// Texts with arguments, each once.
    public var formatted: [LocalizedText] = []
    /// The locales `environment` modifiers give subtrees, each once: a case resolves their
    /// strings too.
    public var subtreeLocales: [String] = []

    public init() {}

    public init(_ view: ViewNode) {
        var seenKeys = Set<String>()
        var seenTexts = Set<LocalizedText>()
        func visit(_ node: ViewNode) {
            if case let .text(content, _, _) = node.content {
                // A concatenation's runs are looked up one by one.
                for run in content.runs {
                    switch run.content {
                    case let .key(key): if seenKeys.insert(key).inserted { keys.append(key) }
                    case let .formatted(text): if seenTexts.insert(text).inserted { formatted.append(text) }
                    case .verbatim, .concatenation: break
                    }
                }
            }
            node.children.forEach(visit)
            for modifier in node.modifiers {
                if case let .kind(kind) = modifier, let environment = kind.base as? EnvironmentModifier,
                   let locale = environment.patch.locale, !subtreeLocales.contains(locale) {
                    subtreeLocales.append(locale)
                }
                if case let .background(view, _) = modifier { visit(view) }
                if case let .overlay(view, _) = modifier { visit(view) }
            }
        }
        visit(view)
    }
}
