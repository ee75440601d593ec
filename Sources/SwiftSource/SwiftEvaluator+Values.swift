internal import SwiftSyntax
import StrictJSON

/// Expressions as values: literals, names, member accesses, arithmetic and calls.
extension SwiftEvaluator {
    func value(_ expression: ExprSyntax, _ scope: Scope) throws -> SwiftValue {
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            let digits = literal.literal.text.filter { $0 != "_" }
            guard let int = Int(digits) else { throw unsupported(literal, "the integer literal \(digits)") }
            return .int(int)
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self) {
            guard let double = Double(literal.literal.text.filter { $0 != "_" }) else {
                throw unsupported(literal, "the number literal \(literal.literal.text)")
            }
            return .double(double)
        }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) { return .bool(literal.literal.text == "true") }
        if expression.is(NilLiteralExprSyntax.self) { return .null }
        if let literal = expression.as(StringLiteralExprSyntax.self) { return .string(try plainString(literal, scope)) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return try name(reference, scope) }
        if let access = expression.as(MemberAccessExprSyntax.self) { return try member(access, scope) }
        if let call = expression.as(FunctionCallExprSyntax.self) { return try self.call(call, scope) }
        if let closure = expression.as(ClosureExprSyntax.self) { return .content(closure, scope) }
        if let list = expression.as(ArrayExprSyntax.self) {
            return .array(try list.elements.map { try value($0.expression, scope) })
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return try value(only.expression, scope)
        }
        if let subscripted = expression.as(SubscriptCallExprSyntax.self), subscripted.arguments.count == 1,
           let index = subscripted.arguments.first?.expression {
            switch (try value(subscripted.calledExpression, scope), try value(index, scope)) {
            case let (.array(elements), .int(i)):
                guard elements.indices.contains(i) else { throw unsupported(index, "the index \(i) of an array of \(elements.count)") }
                return elements[i]
            case let (.object(fields), .string(key)): return fields[key] ?? .null
            case let (base, key): throw unsupported(subscripted, "\(base.summary)[\(key.summary)]; supported: an array's element by an integer")
            }
        }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return try value(unwrap.expression, scope) }
        if let chain = expression.as(OptionalChainingExprSyntax.self) { return try value(chain.expression, scope) }
        if let cast = expression.as(AsExprSyntax.self) { return try value(cast.expression, scope) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            let operand = try value(prefix.expression, scope)
            switch (prefix.operator.text, operand) {
            case let ("-", .int(i)): return .int(-i)
            case let ("-", .double(d)): return .double(-d)
            case let ("!", .bool(b)): return .bool(!b)
            case let ("$", v): return v
            default: throw unsupported(prefix, "the operator \(prefix.operator.text) on \(operand.summary)")
            }
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self) { return try self.infix(infix, scope) }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            guard case let .known(holds) = try condition(ternary.condition, scope) else {
                throw unsupported(ternary, "a ?: on the environment; write if/else in the view builder")
            }
            return try value(holds ? ternary.thenExpression : ternary.elseExpression, scope)
        }
        if expression.is(KeyPathExprSyntax.self) { return .null }
        if let conditional = expression.as(IfExprSyntax.self) { return .views(try viewsOf(ExprSyntax(conditional), scope)) }
        if let switching = expression.as(SwitchExprSyntax.self) { return .views(try viewsOf(ExprSyntax(switching), scope)) }
        if let config = expression.as(PostfixIfConfigExprSyntax.self) { return try postfixIfConfig(config, scope) }
        if let macro = expression.as(MacroExpansionExprSyntax.self) {
            throw unsupported(macro, "the macro #\(macro.macroName.text)")
        }
        throw unsupported(expression, "the expression `\(expression.trimmedDescription.prefix(60))`")
    }

    /// A string literal as a `String`: its interpolations' values written out.
    func plainString(_ literal: StringLiteralExprSyntax, _ scope: Scope) throws -> String {
        var text = ""
        for segment in literal.segments {
            if let plain = segment.as(StringSegmentSyntax.self) {
                text += unescaped(plain.content.text)
            } else if let interpolation = segment.as(ExpressionSegmentSyntax.self), let only = interpolation.expressions.first {
                switch try value(only.expression, scope) {
                case let .string(s): text += s
                case let .int(i): text += String(i)
                case let .double(d): text += "\(d)"
                case let .bool(b): text += b ? "true" : "false"
                case let other:
                    throw unsupported(only, "\(other.summary) interpolated into a String; a localized Text takes it as an argument")
                }
            }
        }
        return text
    }

    /// A string literal as a `LocalizedStringKey`: its key, with each interpolation a format
    /// specifier (`"\(count) posts"` is `%lld posts`), and the interpolations' values.
    func localizedString(_ literal: StringLiteralExprSyntax, _ scope: Scope) throws -> SwiftValue {
        var key = ""
        var arguments: [JSONValue] = []
        for segment in literal.segments {
            if let plain = segment.as(StringSegmentSyntax.self) {
                key += unescaped(plain.content.text).replacingOccurrences(of: "%", with: "%%")
            } else if let interpolation = segment.as(ExpressionSegmentSyntax.self), let only = interpolation.expressions.first {
                let at = location(only)
                switch try value(only.expression, scope) {
                case let .string(s): key += "%@"; arguments.append(string(s, at))
                case let .localized(k, _): key += "%@"; arguments.append(string(k, at))
                case let .int(i): key += "%lld"; arguments.append(number(Double(i), at))
                case let .double(d): key += "%lf"; arguments.append(number(d, at))
                case let .json(reference) where reference.object?["value"] != nil:
                    let name = reference.object?["value"]?.stringValue ?? ""
                    switch valueTypes[name] ?? "" {
                    case "Int", "Int64", "Int32", "UInt": key += "%lld"
                    case "Double", "CGFloat": key += "%lf"
                    case "Float": key += "%f"
                    default: key += "%@"
                    }
                    arguments.append(reference)
                case let other:
                    throw unsupported(only, "\(other.summary) interpolated into a localized string; supported: strings, integers and numbers")
                }
            }
        }
        return .localized(key: key, arguments: arguments)
    }

    private func unescaped(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "0": result.append("\0")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// A name: a binding in scope, or a name the file cannot give a value for.
    func name(_ reference: DeclReferenceExprSyntax, _ scope: Scope) throws -> SwiftValue {
        // `$isOn` is the binding of `isOn`: the value is what a layout reads.
        let written = reference.baseName.text
        let name = written.hasPrefix("$") && written.count > 1 && !written.dropFirst().allSatisfy(\.isNumber) ? String(written.dropFirst()) : written
        guard let binding = scope.lookup(name) else {
            if let first = name.first, first.isUppercase {
                // A type used as a value (`ForEach(Size.allCases)` starts with one); members say more.
                return .member(name, [])
            }
            throw unsupported(reference, "`\(name)` has no value the file gives (a parameter, a property without a "
                              + "literal default, or a name from another file); give it in the scenario's \"arguments\"")
        }
        return try resolve(binding, name: name, reference, scope)
    }

    func resolve(_ binding: Scope.Binding, name: String, _ node: some SyntaxProtocol, _ scope: Scope) throws -> SwiftValue {
        switch binding {
        case let .value(value):
            return value
        case let .expression(expression, home, type):
            let value: SwiftValue
            if type == "LocalizedStringKey", let literal = expression.as(StringLiteralExprSyntax.self) {
                value = try localizedString(literal, home)
            } else {
                value = try nested(expression) { try self.value(expression, home) }
            }
            scope.settle(name, value)
            return value
        case let .computed(accessor, home):
            let type = accessor.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type.trimmedDescription
            switch accessor.accessors {
            case let .getter(items):
                return try nested(accessor) { try bodyValue(items, type: type, home) }
            case let .accessors(list):
                guard let getter = list.first(where: { $0.accessorSpecifier.text == "get" }), let body = getter.body else {
                    throw unsupported(accessor, "a computed property without a getter")
                }
                return try nested(accessor) { try bodyValue(body.statements, type: type, home) }
            @unknown default:
                throw unsupported(accessor, "this kind of accessor")
            }
        case .function:
            throw unsupported(node, "the method \(name) used without calling it")
        case let .state(key):
            return .json(object([("state", string(key, location(node)))], location(node)))
        }
    }

    /// `a.b`: an implicit member (`.leading`), a type's member (`Color.blue`), or a value's.
    private func member(_ access: MemberAccessExprSyntax, _ scope: Scope) throws -> SwiftValue {
        let name = access.declName.baseName.text
        guard let baseExpression = access.base else { return .member(name, []) }
        if let typeName = baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, scope.lookup(typeName) == nil,
           typeName.first?.isUppercase == true {
            if name == "self" { return .metatype(typeName) }
            if typeName == "Color" { return .views([view("Color", location(access))]) }
            if let enumeration = declarations.enums[typeName] {
                if name == "allCases" { return .array(enumeration.map { .object($0) }) }
                if let value = enumeration.first(where: { $0["__case"].map { if case .string(name) = $0 { true } else { false } } ?? false }) {
                    return .object(value)
                }
            }
            if declarations.views[typeName] != nil || SwiftViews.isViewType(typeName) {
                throw unsupported(access, "the static member \(typeName).\(name)")
            }
            return .member(name, [])
        }
        let base = try value(baseExpression, scope)
        switch (base, name) {
        case (.proxy, "size"): return .proxySize
        case (.proxySize, "width"), (.proxySize, "height"):
            let at = location(access)
            return .json(object([("proxy", string(name, at))], at))
        case let (.object(fields), _):
            guard let field = fields[name] else {
                throw unsupported(access, "the member \(name) of an argument that has no \(name)")
            }
            return field
        case let (.array(elements), "count"): return .int(elements.count)
        case let (.array(elements), "indices"): return .array(elements.indices.map { .int($0) })
        case let (.array(elements), "first"): return elements.first ?? .null
        case let (.array(elements), "last"): return elements.last ?? .null
        case let (.array(elements), "isEmpty"): return .bool(elements.isEmpty)
        case let (.string(s), "isEmpty"): return .bool(s.isEmpty)
        case let (.string(s), "count"): return .int(s.count)
        case let (.environment(env), _): return .environment(env + "." + name)
        // `user?.name` of a nil `user`: nil, as optional chaining gives.
        case (.null, _) where baseExpression.is(OptionalChainingExprSyntax.self): return .null
        case let (.member(base, arguments), _): return .member(base, arguments + [SwiftArgument(label: "." + name, value: .null)])
        case (.views, _):
            throw unsupported(access, "the modifier .\(name) written without its parentheses")
        default:
            throw unsupported(access, "the member \(name) of \(base.summary)")
        }
    }

    private func infix(_ node: InfixOperatorExprSyntax, _ scope: Scope) throws -> SwiftValue {
        guard let op = node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            throw unsupported(node, "the expression `\(node.trimmedDescription.prefix(60))`")
        }
        if op == "??" {
            let left = try value(node.leftOperand, scope)
            if case .null = left { return try value(node.rightOperand, scope) }
            return left
        }
        if op == "&&" || op == "||" || ["==", "!="].contains(op) && isEnvironment(node.leftOperand, scope) {
            guard case let .known(holds) = try condition(ExprSyntax(node), scope) else {
                throw unsupported(node, "a condition on the environment outside an if")
            }
            return .bool(holds)
        }
        let left = try value(node.leftOperand, scope), right = try value(node.rightOperand, scope)
        if op == "+", case let .views(a) = left, case let .views(b) = right {
            return .views([view("Text", location(node.leftOperand), [("runs", array(try runs(a, node.leftOperand) + runs(b, node.rightOperand), location(node)))])])
        }
        switch (op, left, right) {
        case let ("..<", .int(a), .int(b)), let ("...", .int(a), .int(b)):
            let end = op == "..<" ? b : b + 1
            guard end - a <= Self.maximumRows else { throw unsupported(node, "a range of more than \(Self.maximumRows) values") }
            return .array(a < end ? (a..<end).map { .int($0) } : [])
        case let ("==", a, b): return .bool(try matches(a, b))
        case let ("!=", a, b): return .bool(try !matches(a, b))
        case let ("+", .string(a), .string(b)): return .string(a + b)
        case let ("+", .int(a), .int(b)): return .int(a + b)
        case let ("-", .int(a), .int(b)): return .int(a - b)
        case let ("*", .int(a), .int(b)): return .int(a * b)
        default: break
        }
        if let a = left.number, let b = right.number {
            switch op {
            case "+": return .double(a + b)
            case "-": return .double(a - b)
            case "*": return .double(a * b)
            case "/": return b == 0 ? .double(.infinity) : .double(a / b)
            case "<": return .bool(a < b)
            case "<=": return .bool(a <= b)
            case ">": return .bool(a > b)
            case ">=": return .bool(a >= b)
            default: break
            }
        }
        // geometry.size.width * 0.5: the format's proxy reference with its multiplier.
        if op == "*" || op == "/", let scaled = proxyMultiple(left, right, dividing: op == "/") ?? (op == "*" ? proxyMultiple(right, left, dividing: false) : nil) {
            return scaled
        }
        throw unsupported(node, "\(left.summary) \(op) \(right.summary); supported: arithmetic on numbers, and a GeometryProxy's "
                          + "width or height times a number")
    }

    /// The modifiers a run of a concatenated `Text` may have: the methods of `Text` that return a `Text`.
    static let runModifiers: Set<String> = ["font", "fontWeight", "bold", "italic", "fontDesign", "kerning", "tracking",
                                            "monospacedDigit", "foregroundColor", "foregroundStyle"]

    /// The runs of one operand of `Text + Text`: a `Text`, or a concatenation's runs (its own
    /// modifiers carried onto each), so that nested `+`s are one flat list.
    private func runs(_ views: [JSONValue], _ node: ExprSyntax) throws -> [JSONValue] {
        guard views.count == 1, let text = views[0].object, text["type"]?.stringValue == "Text" else {
            throw unsupported(node, "a + of views that are not Texts; supported: Text + Text")
        }
        let chain = text["modifiers"]?.array ?? []
        for modifier in chain {
            guard let name = modifier.object?.keys.first, Self.runModifiers.contains(name) else {
                throw unsupported(node, "a Text concatenated with .\(modifier.object?.keys.first ?? "?"), which is not a method of Text; "
                                  + "a run takes " + Self.runModifiers.sorted().joined(separator: ", "))
            }
        }
        guard let inner = text["runs"]?.array else { return [views[0]] }
        return inner.map { run in chain.reduce(run) { appending($1, to: $0) } }
    }

    private func isEnvironment(_ expression: ExprSyntax, _ scope: Scope) -> Bool {
        if case .environment? = try? value(expression, scope) { return true }
        return false
    }

    private func proxyMultiple(_ reference: SwiftValue, _ factor: SwiftValue, dividing: Bool) -> SwiftValue? {
        guard case let .json(json) = reference, let proxy = json.object?["proxy"], let k = factor.number, k != 0 else { return nil }
        let previous = json.object?["multiplier"]?.doubleValue ?? 1
        let multiplier = dividing ? previous / k : previous * k
        return .json(object([("proxy", proxy), ("multiplier", number(multiplier, json.location))], json.location))
    }

    /// The arguments of a call, trailing closures last (labelled as Swift labels them).
    func arguments(_ call: FunctionCallExprSyntax) -> [(label: String?, expression: ExprSyntax)] {
        var list = call.arguments.map { (label: $0.label?.text, expression: $0.expression) }
        if let closure = call.trailingClosure { list.append((label: nil, expression: ExprSyntax(closure))) }
        for extra in call.additionalTrailingClosures { list.append((label: extra.label.text, expression: ExprSyntax(extra.closure))) }
        return list
    }

    /// `name(first:second:)`, as a message names a call.
    func signature(_ call: FunctionCallExprSyntax) -> String {
        let name = call.calledExpression.trimmedDescription
        let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
        return "\(name)(\(labels))"
    }

    /// A call: a view, a helper of the file, or one of the few value constructors a layout reads.
    func call(_ call: FunctionCallExprSyntax, _ scope: Scope) throws -> SwiftValue {
        let callee = call.calledExpression
        if let access = callee.as(MemberAccessExprSyntax.self) {
            let name = access.declName.baseName.text
            guard let baseExpression = access.base else {
                return .member(name, try arguments(call).map { SwiftArgument(label: $0.label, value: try value($0.expression, scope)) })
            }
            if let typeName = baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, scope.lookup(typeName) == nil,
               typeName.first?.isUppercase == true, typeName != "Color" || !SwiftModifiers.isModifier(name) {
                return .member(name, try arguments(call).map { SwiftArgument(label: $0.label, value: try value($0.expression, scope)) })
            }
            let base = try value(baseExpression, scope)
            if case let .member(baseName, baseArguments) = base {
                // `.headline.weight(.bold)`, `.system(size: 16).bold()`: a font's (or style's) own methods.
                let extra = try arguments(call).map { try value($0.expression, scope) }
                return .member(baseName, baseArguments + [SwiftArgument(label: "." + name, value: extra.first ?? .null)])
            }
            if case let .array(elements) = base, let result = try arrayMethod(name, elements, call, scope) { return result }
            guard case .views = base else {
                if case .content = base { return try modifier(name, call, access, try views(base, baseExpression), scope) }
                throw unsupported(access, "the method \(name) of \(base.summary)")
            }
            return try modifier(name, call, access, try views(base, baseExpression), scope)
        }
        if callee.is(ArrayExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            return .array([])
        }
        guard let reference = callee.as(DeclReferenceExprSyntax.self) else {
            throw unsupported(callee, "a view computed by a call of `\(callee.trimmedDescription.prefix(40))`")
        }
        let name = reference.baseName.text
        if let binding = scope.lookup(name) {
            switch binding {
            case let .function(function, home):
                return try inline(function, call, home, scope)
            default:
                let value = try resolve(binding, name: name, reference, scope)
                if case let .content(closure, home) = value {
                    let passed = try arguments(call).map { try self.value($0.expression, scope) }
                    return .views(try closureViews(closure, home, passed))
                }
                throw unsupported(call, "calling \(value.summary)")
            }
        }
        if SwiftModifiers.isModifier(name), case let .views(base)? = try scope.lookup("self").map({ try resolve($0, name: "self", reference, scope) }) {
            // A modifier without a receiver inside a `View` extension applies to `self`.
            return try modifier(name, call, reference, base, scope)
        }
        if let value = try valueConstructor(name, call, scope) { return value }
        if SwiftViews.isViewType(name) { return .views(try swiftView(name, call, scope)) }
        if let declaration = declarations.views[name] {
            return .views(try instantiate(declaration, call: call, arguments: try labelled(call, scope), node: Syntax(call)))
        }
        throw unsupported(call, "a view computed by a function call (\(signature(call))); supported: the fixture format's views "
                          + "(\(SwiftViews.summary)), views and helpers declared in this file")
    }

    /// A getter's or helper's result: views for a `some View` (or undeclared) type, else the
    /// value of its one expression (`var row: GridItem { GridItem(.fixed(44)) }`).
    func bodyValue(_ items: CodeBlockItemListSyntax, type: String?, _ scope: Scope) throws -> SwiftValue {
        guard let type, !type.contains("View") else { return .views(try builder(items, scope)) }
        guard items.count == 1, let item = items.first else {
            throw unsupported(items, "a computed \(type) of more than one statement")
        }
        switch item.item {
        case let .expr(expression): return try value(expression, scope)
        case let .stmt(statement):
            if let returned = statement.as(ReturnStmtSyntax.self), let expression = returned.expression { return try value(expression, scope) }
        default: break
        }
        throw unsupported(item, "a computed \(type) that is not one expression")
    }

    private func labelled(_ call: FunctionCallExprSyntax, _ scope: Scope) throws -> [(label: String?, binding: Scope.Binding)] {
        arguments(call).map { (label: $0.label, binding: Scope.Binding.expression($0.expression, scope, type: nil)) }
    }
}
