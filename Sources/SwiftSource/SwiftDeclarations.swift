internal import SwiftOperators
internal import SwiftParser
internal import SwiftSyntax

/// What one Swift file declares that a view can use: its views, the `View` extensions that
/// act as modifiers, its preference keys and its previews.
struct SwiftDeclarations {
    /// `struct X: View`, by name (nested types by their own name).
    var views: [String: StructDeclSyntax] = [:]
    /// `extension View { func trackMaxWidth() -> some View }`, by name.
    var viewExtensions: [String: FunctionDeclSyntax] = [:]
    /// `struct M: ViewModifier`, by name: `.modifier(M(…))` inlines its `body(content:)`.
    var viewModifiers: [String: StructDeclSyntax] = [:]
    /// `struct S: ButtonStyle`, by name: `.buttonStyle(S(…))` lays a button's label out
    /// through its `makeBody(configuration:)`.
    var buttonStyles: [String: StructDeclSyntax] = [:]
    /// `struct K: PreferenceKey`, by name, with how its `reduce` combines values.
    var preferenceKeys: [String: String] = [:]
    /// The members of `extension X` for the file's types, by type name.
    var extensionMembers: [String: [MemberBlockItemSyntax]] = [:]
    /// `enum Size: String, CaseIterable { case small = "S" }`: each case as `__case` and `rawValue`.
    var enums: [String: [[String: SwiftValue]]] = [:]
    /// `#Preview("name") { … }` and `PreviewProvider`s' `previews`, in file order.
    var previews: [Preview] = []
    /// The file, its operators folded (`a * b` is one infix expression).
    let file: SourceFileSyntax

    struct Preview {
        var name: String
        var body: CodeBlockItemListSyntax
        var node: Syntax
    }

    init(source: String) {
        let parsed = Parser.parse(source: source)
        let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }
        file = folded.as(SourceFileSyntax.self) ?? parsed
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(file)
        views = visitor.views
        viewExtensions = visitor.viewExtensions
        preferenceKeys = visitor.preferenceKeys
        viewModifiers = visitor.viewModifiers
        buttonStyles = visitor.buttonStyles
        previews = visitor.previews
        enums = visitor.enums
        extensionMembers = visitor.extensionMembers
    }

    /// The syntax errors the parser found, each at its place.
    func syntaxErrors(converter: SourceLocationConverter) -> [SwiftSourceError] {
        var errors: [SwiftSourceError] = []
        for token in file.tokens(viewMode: .all) where token.presence == .missing {
            let location = token.startLocation(converter: converter)
            errors.append(SwiftSourceError(line: location.line, column: location.column,
                                           message: "the Swift does not parse: expected \(token.text.isEmpty ? "more" : "“\(token.text)”") here"))
            break
        }
        return errors
    }

    private final class Visitor: SyntaxVisitor {
        var views: [String: StructDeclSyntax] = [:]
        var viewExtensions: [String: FunctionDeclSyntax] = [:]
        var preferenceKeys: [String: String] = [:]
        var viewModifiers: [String: StructDeclSyntax] = [:]
        var buttonStyles: [String: StructDeclSyntax] = [:]
        var previews: [Preview] = []
        var enums: [String: [[String: SwiftValue]]] = [:]
        var extensionMembers: [String: [MemberBlockItemSyntax]] = [:]

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            var cases: [[String: SwiftValue]] = []
            for member in node.memberBlock.members {
                guard let declaration = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in declaration.elements {
                    let name = element.name.text
                    var raw = SwiftValue.string(name)
                    if let value = element.rawValue?.value {
                        if let literal = value.as(StringLiteralExprSyntax.self) {
                            raw = .string(literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined())
                        } else if let int = value.as(IntegerLiteralExprSyntax.self), let i = Int(int.literal.text) {
                            raw = .int(i)
                        }
                    }
                    cases.append(["__case": .string(name), "rawValue": raw])
                }
            }
            enums[node.name.text] = cases
            return .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            let inherited = node.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
            let name = node.name.text
            if inherited.contains("View") { views[name] = node }
            if inherited.contains("ViewModifier") { viewModifiers[name] = node }
            if inherited.contains("ButtonStyle") { buttonStyles[name] = node }
            if inherited.contains("PreferenceKey") { preferenceKeys[name] = Self.reducer(node) }
            if inherited.contains("PreviewProvider") {
                for member in node.memberBlock.members {
                    guard let variable = member.decl.as(VariableDeclSyntax.self),
                          let binding = variable.bindings.first,
                          binding.pattern.trimmedDescription == "previews",
                          case let .getter(body)? = binding.accessorBlock?.accessors else { continue }
                    previews.append(Preview(name: name, body: body, node: Syntax(node)))
                }
            }
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let extended = node.extendedType.trimmedDescription
            if extended != "View" { extensionMembers[extended, default: []] += Array(node.memberBlock.members) }
            if extended == "View" {
                for member in node.memberBlock.members {
                    if let function = member.decl.as(FunctionDeclSyntax.self) { viewExtensions[function.name.text] = function }
                }
            }
            return .visitChildren
        }

        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            preview(node.macroName, node.arguments, node.trailingClosure, Syntax(node))
        }

        /// At the top of a file, `#Preview { … }` parses as an expression.
        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            preview(node.macroName, node.arguments, node.trailingClosure, Syntax(node))
        }

        private func preview(_ macro: TokenSyntax, _ arguments: LabeledExprListSyntax, _ closure: ClosureExprSyntax?,
                             _ node: Syntax) -> SyntaxVisitorContinueKind {
            guard macro.text == "Preview", let closure else { return .visitChildren }
            let name = arguments.first.flatMap { argument -> String? in
                guard argument.label == nil, let literal = argument.expression.as(StringLiteralExprSyntax.self) else { return nil }
                return literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
            }
            previews.append(Preview(name: name ?? "Preview", body: closure.statements, node: node))
            return .skipChildren
        }

        /// How a preference key's `reduce` combines values: the fixture format's reducers.
        static func reducer(_ node: StructDeclSyntax) -> String {
            for member in node.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "reduce",
                      let body = function.body else { continue }
                let text = body.statements.trimmedDescription
                if text.contains("max(") { return "max" }
                if text.contains("min(") { return "min" }
                if text.contains("+=") || text.contains("+ nextValue") { return "sum" }
                if text.contains("nextValue()") { return "last" }
                return "first"
            }
            return "max"
        }
    }
}
