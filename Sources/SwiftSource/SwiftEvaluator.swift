internal import SwiftSyntax
import StrictJSON

/// Translates the views of one Swift file into the fixture format's JSON: it evaluates what a
/// layout depends on (literals, properties, arguments, the view builders' `if`s and
/// `ForEach`es) and inlines the file's own views and helpers, and says precisely, at its
/// line and column, what it does not understand.
///
/// One evaluator per translation: it is not shared between threads.
final class SwiftEvaluator {
    let declarations: SwiftDeclarations
    let converter: SourceLocationConverter
    let lines: [[UInt8]]
    let fileName: String
    /// The matrix's value names: a property of that name is `{"value": name}`.
    let valueNames: Set<String>
    /// The sizes of named images (`Image(systemName: "heart")`), from the scenario.
    let images: [String: (width: JSONValue, height: JSONValue)]
    /// The declared types of the matrix values the view reads, for their format specifiers.
    var valueTypes: [String: String] = [:]
    /// The values of `.tag(…)`s and `Tab(value:)`s, by the number a tagged view's mark holds.
    var tags: [SwiftValue] = []
    /// The file's level: what every view struct's properties see beyond their own.
    let root = Scope(parent: nil)
    /// How deep views and helpers are inlined: a view that contains itself stops here.
    private var depth = 0
    static let maximumDepth = 64
    /// The most rows a `ForEach` makes.
    static let maximumRows = 10_000

    init(declarations: SwiftDeclarations, source: String, fileName: String, valueNames: Set<String>,
         images: [String: (width: JSONValue, height: JSONValue)]) {
        self.declarations = declarations
        converter = SourceLocationConverter(fileName: fileName, tree: declarations.file)
        lines = source.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        self.fileName = fileName
        self.valueNames = valueNames
        self.images = images
    }

    /// Runs `body` one level deeper, or fails at `node` when views nest beyond reason.
    func nested<T>(_ node: some SyntaxProtocol, _ body: () throws -> T) throws -> T {
        guard depth < Self.maximumDepth else {
            throw unsupported(node, "views nested more than \(Self.maximumDepth) deep (a view that contains itself?)")
        }
        depth += 1
        defer { depth -= 1 }
        return try body()
    }

    // MARK: - View builders

    /// The views a builder's statements make, in order.
    func builder(_ items: CodeBlockItemListSyntax, _ outer: Scope) throws -> [JSONValue] {
        var scope = outer
        var views: [JSONValue] = []
        for item in items {
            switch item.item {
            case let .decl(decl):
                if let config = decl.as(IfConfigDeclSyntax.self) {
                    if let clause = try compiledClause(config), case let .statements(statements)? = clause.elements {
                        views += try builder(statements, scope)
                    }
                    continue
                }
                guard let variable = decl.as(VariableDeclSyntax.self) else {
                    throw unsupported(decl, "a declaration inside a view builder; supported: `let` of a value")
                }
                scope = Scope(parent: scope)
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let value = binding.initializer?.value else {
                        throw unsupported(binding, "a `let` without a value, or of a pattern, inside a view builder")
                    }
                    scope.bind(name, .expression(value, scope.parent ?? scope, type: binding.typeAnnotation?.type.trimmedDescription))
                }
            case let .stmt(statement):
                if let expression = statement.as(ExpressionStmtSyntax.self) {
                    views += try viewsOf(expression.expression, scope)
                } else if let returned = statement.as(ReturnStmtSyntax.self) {
                    if let expression = returned.expression { views += try viewsOf(expression, scope) }
                    return views
                } else {
                    throw unsupported(statement, "the statement `\(statement.trimmedDescription.prefix(40))` in a view builder; "
                                      + "supported: views, if/else, switch, let")
                }
            case let .expr(expression):
                views += try viewsOf(expression, scope)
            @unknown default:
                throw unsupported(item, "this kind of statement in a view builder")
            }
        }
        return views
    }

    /// The views an expression makes: a view, or an `if`/`switch` of views.
    func viewsOf(_ expression: ExprSyntax, _ scope: Scope) throws -> [JSONValue] {
        if let conditional = expression.as(IfExprSyntax.self) { return try ifViews(conditional, scope) }
        if let switching = expression.as(SwitchExprSyntax.self) { return try switchViews(switching, scope) }
        let value = try value(expression, scope)
        return try views(value, expression)
    }

    /// A value used as views: views, a view builder closure, or a colour (`.orange` where a
    /// view is expected, as `background(.orange)` is a `Color`).
    func views(_ value: SwiftValue, _ node: some SyntaxProtocol) throws -> [JSONValue] {
        switch value {
        case let .views(views): return views
        case let .content(closure, scope): return try closureViews(closure, scope, [])
        case .member: return [view("Color", location(node))]
        default:
            throw unsupported(node, "\(value.summary) where a view is expected")
        }
    }

    /// A view builder closure's views, its parameters bound to `arguments`.
    func closureViews(_ closure: ClosureExprSyntax, _ scope: Scope, _ arguments: [SwiftValue]) throws -> [JSONValue] {
        let inner = Scope(parent: scope)
        let parameters = closureParameters(closure)
        var arguments = arguments
        // `ForEach(Array(items.enumerated()), id: \.offset) { index, item in … }`: the pair destructured.
        if parameters.count > 1, arguments.count == 1, case let .object(fields) = arguments[0],
           case let .array(elements)? = fields[Self.tupleKey], elements.count == parameters.count {
            arguments = elements
        }
        for (i, name) in parameters.enumerated() where i < arguments.count {
            inner.bind(name, .value(arguments[i]))
        }
        for (i, argument) in arguments.enumerated() { inner.bind("$\(i)", .value(argument)) }
        return try nested(closure) { try builder(closure.statements, inner) }
    }

    func closureParameters(_ closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case let .simpleInput(list)?: list.map(\.name.text)
        case let .parameterClause(clause)?: clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: []
        @unknown default: []
        }
    }

    // MARK: - Conditions

    /// What an `if` condition depends on: known now, the Dynamic Type size (the format's `If`),
    /// or the axis of a `FlexibleStack`'s content.
    enum Condition {
        case known(Bool)
        case size(String)
        case axis(String)
        /// One of the format's other `If` conditions (`{"layoutDirection": "rightToLeft"}`,
        /// `{"idiom": "pad"}`, `{"locale": "ar"}`), or its negation (then and else swapped).
        case format(key: String, value: String, negated: Bool)

        var negated: Condition {
            switch self {
            case let .known(value): return .known(!value)
            case let .format(key, value, negated): return .format(key: key, value: value, negated: !negated)
            case let .axis(axis): return .axis(axis == "horizontal" ? "vertical" : "horizontal")
            case let .size(text):
                let pairs = [(">=", "<"), ("<=", ">"), ("<", ">="), (">", "<=")]
                for (op, opposite) in pairs where text.hasPrefix(op) { return .size(opposite + text.dropFirst(op.count)) }
                return .size(text)
            }
        }
    }

    /// The size names of `ContentSizeCategory` (`sizeCategory`), as `DynamicTypeSize`'s.
    static let contentSizeNames = [
        "extraSmall": "xSmall", "small": "small", "medium": "medium", "large": "large", "extraLarge": "xLarge",
        "extraExtraLarge": "xxLarge", "extraExtraExtraLarge": "xxxLarge", "accessibilityMedium": "accessibility1",
        "accessibilityLarge": "accessibility2", "accessibilityExtraLarge": "accessibility3",
        "accessibilityExtraExtraLarge": "accessibility4", "accessibilityExtraExtraExtraLarge": "accessibility5",
    ]
    static let dynamicTypeSizeNames = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                                       "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]

    func condition(_ expression: ExprSyntax, _ scope: Scope) throws -> Condition {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return try condition(only.expression, scope)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return try condition(prefix.expression, scope).negated
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            if ["&&", "||"].contains(op) {
                let (left, right) = (try condition(infix.leftOperand, scope), try condition(infix.rightOperand, scope))
                if case let .known(a) = left, case let .known(b) = right { return .known(op == "&&" ? a && b : a || b) }
                if case let .known(a) = left { return (op == "&&") == a ? right : .known(a) }
                if case let .known(b) = right { return (op == "&&") == b ? left : .known(b) }
                throw unsupported(infix, "a condition that combines environment values with \(op); "
                                  + "supported: one Dynamic Type size comparison per if")
            }
            if infix.leftOperand.trimmedDescription == "UIDevice.current.userInterfaceIdiom", op == "==" || op == "!=" {
                guard case let .member(idiom, _) = try value(infix.rightOperand, scope), ["phone", "pad", "unspecified"].contains(idiom) else {
                    throw unsupported(infix.rightOperand, "an idiom other than .phone, .pad or .unspecified (a layout is of an iPhone, an iPad or a box)")
                }
                return .format(key: "idiom", value: idiom, negated: op == "!=")
            }
            let left = try value(infix.leftOperand, scope)
            if case let .environment(name) = left, ["==", "!=", "<", "<=", ">", ">="].contains(op) {
                return try environmentComparison(name, op, infix, scope)
            }
            if case .environment = try value(infix.rightOperand, scope) {
                throw unsupported(infix, "an environment value on the right of \(op); write it on the left")
            }
            if case .member("__flexibleAxis", _) = left, op == "==" || op == "!=",
               case let .member(axis, _) = try value(infix.rightOperand, scope) {
                let condition = Condition.axis(axis)
                return op == "==" ? condition : condition.negated
            }
        }
        let value = try value(expression, scope)
        switch value {
        case let .bool(b): return .known(b)
        case let .environment(name):
            if name == "dynamicTypeSize.isAccessibilitySize" || name == "sizeCategory.isAccessibilityCategory" {
                return .size(">=accessibility1")
            }
            throw unsupported(expression, "a condition on the environment's \(name); supported: "
                              + "dynamicTypeSize.isAccessibilitySize, sizeCategory.isAccessibilityCategory and comparisons "
                              + "of dynamicTypeSize or sizeCategory with a size (the fixture format's If)")
        default:
            throw unsupported(expression, "a condition that is \(value.summary), not a Boolean known from the file or the scenario's arguments")
        }
    }

    private func environmentComparison(_ name: String, _ op: String, _ infix: InfixOperatorExprSyntax, _ scope: Scope) throws -> Condition {
        let right = infix.rightOperand
        if name == "layoutDirection" || name.hasPrefix("locale."), op == "==" || op == "!=" {
            switch (name, try value(right, scope)) {
            case let ("layoutDirection", .member(direction, _)) where ["leftToRight", "rightToLeft"].contains(direction):
                return .format(key: "layoutDirection", value: direction, negated: op == "!=")
            case let ("locale.language.languageCode", .string(code)), let ("locale.language.languageCode.identifier", .string(code)):
                return .format(key: "locale", value: code, negated: op == "!=")
            default:
                throw unsupported(right, "a comparison of \(name) with something other than .leftToRight or .rightToLeft, "
                                  + "or of locale.language.languageCode with a string")
            }
        }
        if name == "horizontalSizeClass" || name == "verticalSizeClass" {
            // `@Environment(\.horizontalSizeClass)`: the container's size class, the format's If.
            guard op == "==" || op == "!=", case let .member(sizeClass, arguments) = try value(right, scope), arguments.isEmpty,
                  ["compact", "regular"].contains(sizeClass) else {
                throw unsupported(infix, "a condition on \(name) other than == or != .compact or .regular")
            }
            return .format(key: name, value: sizeClass, negated: op == "!=")
        }
        guard name == "dynamicTypeSize" || name == "sizeCategory" else {
            throw unsupported(infix.leftOperand, "a condition on the environment's \(name); the fixture format's If conditions on "
                              + "the Dynamic Type size (dynamicTypeSize, sizeCategory), layoutDirection, locale.language.languageCode, "
                              + "horizontalSizeClass, verticalSizeClass and UIDevice.current.userInterfaceIdiom, not on the colour scheme")
        }
        guard case let .member(member, _) = try value(right, scope) else {
            throw unsupported(right, "a comparison of \(name) with something other than a size such as .xxLarge")
        }
        let size = name == "sizeCategory" ? Self.contentSizeNames[member] : (Self.dynamicTypeSizeNames.contains(member) ? member : nil)
        guard let size else {
            throw failure(right, "unknown size .\(member) of \(name)")
        }
        if op == "!=" { throw unsupported(right, "!= on the Dynamic Type size; write < or > (or == in an else)") }
        return .size(op + size)
    }

    private func ifViews(_ node: IfExprSyntax, _ scope: Scope) throws -> [JSONValue] {
        var condition = Condition.known(true)
        let inner = Scope(parent: scope)
        for element in node.conditions {
            switch element.condition {
            case let .expression(expression):
                let next = try self.condition(expression, inner)
                switch (condition, next) {
                case (.known(true), _): condition = next
                case (.known(false), _): break
                case (_, .known(true)): break
                case (_, .known(false)): condition = .known(false)
                default: throw unsupported(expression, "two environment conditions in one if; nest them")
                }
            case let .optionalBinding(binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    throw unsupported(binding, "an if let of a pattern")
                }
                let value = try binding.initializer.map { try self.value($0.value, inner) } ?? (try self.value(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), scope))
                if case .null = value { condition = .known(false) } else { inner.bind(name, .value(value)) }
            case let .availability(availability):
                if !available(availability) { condition = .known(false) }
            default:
                throw unsupported(element, "this kind of if condition; supported: Booleans, if let and #available")
            }
        }
        let thenViews = { try self.nested(node) { try self.builder(node.body.statements, inner) } }
        let elseViews: () throws -> [JSONValue] = {
            switch node.elseBody {
            case let .ifExpr(next)?: return try self.ifViews(next, scope)
            case let .codeBlock(block)?: return try self.nested(node) { try self.builder(block.statements, scope) }
            case nil: return []
            @unknown default: return []
            }
        }
        switch condition {
        case let .known(holds): return holds ? try thenViews() : try elseViews()
        case let .axis(axis):
            let other = axis == "horizontal" ? "vertical" : "horizontal"
            return try thenViews().map { setting("when", string(axis, $0.location), in: $0) }
                + elseViews().map { setting("when", string(other, $0.location), in: $0) }
        case let .size(text):
            let at = location(node)
            var members = [("condition", object([("dynamicTypeSize", string(text, at))], at)),
                           ("then", single(try thenViews(), at))]
            let otherwise = try elseViews()
            if !otherwise.isEmpty { members.append(("else", single(otherwise, at))) }
            return [view("If", at, members)]
        case let .format(key, value, negated):
            let at = location(node)
            var (holding, failing) = (try thenViews(), try elseViews())
            if negated { swap(&holding, &failing) }
            var members = [("condition", object([(key, string(value, at))], at)), ("then", single(holding, at))]
            if !failing.isEmpty { members.append(("else", single(failing, at))) }
            return [view("If", at, members)]
        }
    }

    private func switchViews(_ node: SwitchExprSyntax, _ scope: Scope) throws -> [JSONValue] {
        let subject = try value(node.subject, scope)
        if case let .environment(name) = subject { return try sizeSwitch(node, name, scope) }
        for clause in node.cases {
            guard let switchCase = clause.as(SwitchCaseSyntax.self) else {
                throw unsupported(clause, "#if inside a switch")
            }
            switch switchCase.label {
            case .default:
                return try nested(switchCase) { try builder(switchCase.statements, scope) }
            case let .case(label):
                for item in label.caseItems {
                    guard let pattern = item.pattern.as(ExpressionPatternSyntax.self) else {
                        throw unsupported(item, "a case pattern other than a value")
                    }
                    if try matches(subject, try value(pattern.expression, scope)) {
                        return try nested(switchCase) { try builder(switchCase.statements, scope) }
                    }
                }
            @unknown default:
                throw unsupported(switchCase, "this kind of case")
            }
        }
        return []
    }

    /// `switch dynamicTypeSize { case .accessibility1...: … case .xxLarge, .xxxLarge: … default: … }`:
    /// nested `If`s, each case's sizes tried in order, as Swift tries them.
    private func sizeSwitch(_ node: SwitchExprSyntax, _ name: String, _ scope: Scope) throws -> [JSONValue] {
        guard name == "dynamicTypeSize" || name == "sizeCategory" else {
            throw unsupported(node.subject, "a switch on the environment's \(name); the fixture format's If conditions only on "
                              + "the Dynamic Type size (dynamicTypeSize, sizeCategory)")
        }
        var branches: [(conditions: [String], views: [JSONValue])] = []
        var fallback: [JSONValue] = []
        for clause in node.cases {
            guard let switchCase = clause.as(SwitchCaseSyntax.self) else { throw unsupported(clause, "#if inside a switch") }
            let views = try nested(switchCase) { try builder(switchCase.statements, scope) }
            switch switchCase.label {
            case .default:
                fallback = views
            case let .case(label):
                var conditions: [String] = []
                for item in label.caseItems {
                    guard let expression = item.pattern.as(ExpressionPatternSyntax.self)?.expression else {
                        throw unsupported(item, "a case pattern other than a size")
                    }
                    conditions.append(try sizeCase(expression, name, scope))
                }
                branches.append((conditions, views))
            @unknown default:
                throw unsupported(switchCase, "this kind of case")
            }
        }
        let at = location(node)
        var result = fallback
        for branch in branches.reversed() {
            for condition in branch.conditions.reversed() {
                var members = [("condition", object([("dynamicTypeSize", string(condition, at))], at)), ("then", single(branch.views, at))]
                if !result.isEmpty { members.append(("else", single(result, at))) }
                result = [view("If", at, members)]
            }
        }
        return result
    }

    /// A case of a size switch as the format's comparison: `.large` is `==large`,
    /// `.accessibility1...` is `>=accessibility1`, `...(.large)` is `<=large`.
    private func sizeCase(_ expression: ExprSyntax, _ name: String, _ scope: Scope) throws -> String {
        func size(_ expression: ExprSyntax) throws -> String {
            guard case let .member(member, _) = try value(expression, scope),
                  let size = name == "sizeCategory" ? Self.contentSizeNames[member] : (Self.dynamicTypeSizeNames.contains(member) ? member : nil) else {
                throw unsupported(expression, "a case that is not a size of \(name)")
            }
            return size
        }
        if let postfix = expression.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "..." {
            return ">=" + (try size(postfix.expression))
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "..." {
            return "<=" + (try size(prefix.expression))
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "..<" {
            return "<" + (try size(prefix.expression))
        }
        if expression.is(InfixOperatorExprSyntax.self) {
            throw unsupported(expression, "a case of a range with two ends; write its sizes, or one-sided ranges in order")
        }
        return "==" + (try size(expression))
    }

    func matches(_ a: SwiftValue, _ b: SwiftValue) throws -> Bool {
        switch (a, b) {
        case let (.member(x, _), .member(y, _)): x == y
        case let (.object(o), .member(y, _)), let (.member(y, _), .object(o)):
            o["__case"].map { if case let .string(c) = $0 { c == y } else { false } } ?? false
        case let (.object(x), .object(y)) where x["__case"] != nil:
            try y["__case"].map { try matches(x["__case"] ?? .null, $0) } ?? false
        case let (.int(x), .int(y)): x == y
        case let (.string(x), .string(y)): x == y
        case let (.bool(x), .bool(y)): x == y
        case (.null, .null): true
        default: false
        }
    }
}
