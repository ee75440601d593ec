internal import SwiftSyntax
import StrictJSON

/// The file's own views and helpers, inlined where they are used with their arguments.
extension SwiftEvaluator {
    /// The views a `struct X: View` makes with these arguments (by label, as its memberwise or
    /// own initialiser takes them), its unlabelled trailing closure its last content property.
    func instantiate(_ declaration: StructDeclSyntax, call: FunctionCallExprSyntax?,
                     arguments: [(label: String?, binding: Scope.Binding)], overrides: [String: SwiftValue] = [:],
                     node: Syntax) throws -> [JSONValue] {
        let name = declaration.name.text
        let instance = try instanceScope(declaration, call: call, arguments: arguments, overrides: overrides, node: node)
        guard case let .computed(accessor, home)? = instance.lookup("body") else {
            throw unsupported(declaration.name, "\(name) has no `var body: some View`")
        }
        return try nested(declaration) {
            guard case let .views(views) = try resolve(.computed(accessor, home), name: "body", declaration.name, instance) else { return [] }
            return views
        }
    }

    /// The views a `ViewModifier`'s `body(content:)` or a `ButtonStyle`'s
    /// `makeBody(configuration:)` makes of an instance made by `call`, its one parameter
    /// bound to `parameter` (the modified view, or the button's configuration).
    func apply(_ declaration: StructDeclSyntax, method: String, call: FunctionCallExprSyntax,
               _ scope: Scope, parameter: SwiftValue) throws -> [JSONValue] {
        let name = declaration.name.text
        let given = arguments(call).map { (label: $0.label, binding: Scope.Binding.expression($0.expression, scope, type: nil)) }
        let instance = try instanceScope(declaration, call: call, arguments: given, node: Syntax(call))
        guard case let .function(function, home)? = instance.lookup(method),
              let only = function.signature.parameterClause.parameters.first,
              function.signature.parameterClause.parameters.count == 1, let body = function.body else {
            throw unsupported(declaration.name, "\(name) has no `func \(method)(\(method == "body" ? "content: Content" : "configuration: Configuration")) -> some View`")
        }
        let inner = Scope(parent: home)
        inner.bind((only.secondName ?? only.firstName).text, .value(parameter))
        return try nested(function) {
            try views(try bodyValue(body.statements, type: function.signature.returnClause?.type.trimmedDescription, inner), function)
        }
    }

    /// A view (or modifier or style) struct's properties and methods, bound to `call`'s arguments
    /// (by label, as its memberwise or own initialiser takes them), its unlabelled trailing
    /// closure its last content property.
    private func instanceScope(_ declaration: StructDeclSyntax, call: FunctionCallExprSyntax?,
                               arguments: [(label: String?, binding: Scope.Binding)], overrides: [String: SwiftValue] = [:],
                               node: Syntax) throws -> Scope {
        let name = declaration.name.text
        let instance = Scope(parent: root, owner: name)
        let members = Array(declaration.memberBlock.members) + (declarations.extensionMembers[name] ?? [])
        let states = preferenceStates(declaration)
        var initializable: [(name: String, type: String?)] = []
        var initializers: [InitializerDeclSyntax] = []
        for member in members {
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                instance.bind(function.name.text, .function(function, instance))
                continue
            }
            if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                initializers.append(initializer)
                continue
            }
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            if variable.modifiers.contains(where: { $0.name.text == "static" }) { continue }
            let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
            let wrapper = attributes.first?.attributeName.trimmedDescription
            for binding in variable.bindings {
                guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let type = binding.typeAnnotation?.type.trimmedDescription
                if let accessor = binding.accessorBlock {
                    instance.bind(property, .computed(accessor, instance))
                    continue
                }
                switch wrapper {
                case "Environment":
                    let key = attributes.first?.arguments?.trimmedDescription.replacingOccurrences(of: "\\.", with: "") ?? property
                    instance.bind(property, .value(.environment(key)))
                    continue
                case "ScaledMetric":
                    guard let initial = binding.initializer?.value, let size = try value(initial, instance).number else {
                        throw unsupported(binding, "a @ScaledMetric without a number as its default")
                    }
                    var relative = "body"
                    if case let .argumentList(list)? = attributes.first?.arguments,
                       let style = list.first(where: { $0.label?.text == "relativeTo" }),
                       case let .member(text, _) = try value(style.expression, instance) {
                        relative = text
                    }
                    let at = location(binding)
                    instance.bind(property, .value(.json(object([("scaled", number(size, at)), ("relativeTo", string(relative, at))], at))))
                    continue
                case "State" where states[property] != nil:
                    instance.bind(property, .state(states[property] ?? property))
                    continue
                default:
                    break
                }
                let isConstantWithValue = variable.bindingSpecifier.text == "let" && binding.initializer != nil
                if !isConstantWithValue { initializable.append((property, type)) }
                if let initial = binding.initializer?.value {
                    instance.bind(property, .expression(initial, instance, type: type))
                } else if type?.hasSuffix("?") == true {
                    instance.bind(property, .value(.null))
                }
                if valueNames.contains(property) {
                    valueTypes[property] = type ?? valueTypes[property]
                    instance.bind(property, .value(.json(object([("value", string(property, location(binding)))], location(binding)))))
                }
            }
        }
        // The view a scenario names is made from its properties (defaults and "arguments"), not an init.
        if call == nil {
        } else if let initializer = initializers.first(where: { matches($0, arguments) }) {
            try runInitializer(initializer, arguments, instance)
        } else if !initializers.isEmpty, !arguments.isEmpty {
            throw unsupported(call.map(Syntax.init) ?? node, "no initialiser of \(name) takes these arguments")
        } else {
            var unfilled = initializable
            for argument in arguments {
                let index: Int?
                if let label = argument.label {
                    index = unfilled.firstIndex { $0.name == label }
                } else {
                    index = unfilled.indices.last
                }
                guard let index else {
                    throw unsupported(call.map(Syntax.init) ?? node, "\(name) has no stored property \(argument.label ?? "for a trailing closure") "
                                      + "to initialise; its memberwise initialiser takes " + initializable.map(\.name).joined(separator: ", "))
                }
                let property = unfilled.remove(at: index)
                instance.bind(property.name, retyped(argument.binding, property.type))
            }
        }
        // `onAppear` runs before the first frame is shown, after the view is made: its literal
        // assignments are the values the layout sees (a preference's state stays the preference's).
        for (property, value) in appearingStates(declaration) where states[property] == nil {
            let type = members.lazy.compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap(\.bindings)
                .first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property }?.typeAnnotation?.type.trimmedDescription
            instance.bind(property, .expression(value, instance, type: type))
        }
        for (property, value) in overrides { instance.bind(property, .value(value)) }
        return instance
    }

    /// A binding given the declared type of what it initialises.
    private func retyped(_ binding: Scope.Binding, _ type: String?) -> Scope.Binding {
        if case let .expression(expression, scope, nil) = binding { return .expression(expression, scope, type: type) }
        return binding
    }

    private func matches(_ initializer: InitializerDeclSyntax, _ arguments: [(label: String?, binding: Scope.Binding)]) -> Bool {
        let parameters = initializer.signature.parameterClause.parameters
        let labels = parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
        var i = 0
        for argument in arguments {
            while i < labels.count, labels[i] != argument.label,
                  parameters[parameters.index(parameters.startIndex, offsetBy: i)].defaultValue != nil || (argument.label == nil && i < labels.count - 1) {
                i += 1
            }
            guard i < labels.count, labels[i] == argument.label || argument.label == nil else { return false }
            i += 1
        }
        return true
    }

    /// An explicit `init`: its parameters bound, and each `self.x = y` binding `x`.
    private func runInitializer(_ initializer: InitializerDeclSyntax, _ arguments: [(label: String?, binding: Scope.Binding)],
                                _ instance: Scope) throws {
        let parameters = Scope(parent: instance)
        try bindParameters(Array(initializer.signature.parameterClause.parameters), arguments, parameters, initializer)
        for item in initializer.body?.statements ?? [] {
            guard case let .expr(expression) = item.item, let assignment = expression.as(InfixOperatorExprSyntax.self),
                  assignment.operator.is(AssignmentExprSyntax.self) else {
                if case .expr = item.item { throw unsupported(item, "this statement in an initialiser; supported: self.x = value") }
                continue
            }
            let target = assignment.leftOperand.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? assignment.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text
            guard let target else { throw unsupported(assignment, "an assignment to something other than a property") }
            instance.bind(target, .expression(assignment.rightOperand, parameters, type: nil))
        }
    }

    func bindParameters(_ parameters: [FunctionParameterSyntax], _ arguments: [(label: String?, binding: Scope.Binding)],
                        _ scope: Scope, _ node: some SyntaxProtocol) throws {
        var remaining = arguments
        for parameter in parameters {
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            let type = parameter.type.trimmedDescription
            if let i = remaining.firstIndex(where: { $0.label == label }) {
                scope.bind(name, retyped(remaining.remove(at: i).binding, type))
            } else if label != nil, let i = remaining.firstIndex(where: { $0.label == nil }), type.contains("->") {
                scope.bind(name, remaining.remove(at: i).binding)
            } else if let initial = parameter.defaultValue?.value {
                scope.bind(name, .expression(initial, scope, type: type))
            } else {
                throw unsupported(node, "the parameter \(label ?? "_"): is not given")
            }
        }
        if let extra = remaining.first {
            throw unsupported(node, "an argument \(extra.label.map { $0 + ":" } ?? "without a label") this takes no parameter for")
        }
    }

    /// A helper method's (or a `View` extension's) views, its parameters bound to the call's
    /// arguments; `receiver` is `self` in an extension.
    func inline(_ function: FunctionDeclSyntax, _ call: FunctionCallExprSyntax, _ home: Scope, _ caller: Scope,
                receiver: [JSONValue]? = nil) throws -> SwiftValue {
        let scope = Scope(parent: home)
        if let receiver { scope.bind("self", .value(.views(receiver))) }
        let given = arguments(call).map { (label: $0.label, binding: Scope.Binding.expression($0.expression, caller, type: nil)) }
        try bindParameters(Array(function.signature.parameterClause.parameters), given, scope, call)
        guard let body = function.body else { throw unsupported(function, "a helper without a body") }
        return try nested(function) { try bodyValue(body.statements, type: function.signature.returnClause?.type.trimmedDescription, scope) }
    }

    /// The `@State` properties of `declaration` that an `onAppear { x = 5 }` in it sets to a
    /// literal, to the last such literal; any other statement of the closure is an action, not read.
    private func appearingStates(_ declaration: StructDeclSyntax) -> [(String, ExprSyntax)] {
        var states: Set<String> = []
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "State" }) else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { states.insert(name) }
            }
        }
        final class Finder: SyntaxVisitor {
            let root: StructDeclSyntax
            let states: Set<String>
            var found: [(String, ExprSyntax)] = []
            init(_ root: StructDeclSyntax, _ states: Set<String>) {
                self.root = root
                self.states = states
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
                node.id == root.id ? .visitChildren : .skipChildren
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "onAppear",
                      let closure = node.trailingClosure ?? node.arguments.first(where: { $0.label?.text == "perform" })?.expression.as(ClosureExprSyntax.self)
                else { return .visitChildren }
                for item in closure.statements {
                    guard case let .expr(expression) = item.item, let assignment = expression.as(InfixOperatorExprSyntax.self),
                          assignment.operator.is(AssignmentExprSyntax.self), Self.isLiteral(assignment.rightOperand) else { continue }
                    let target = assignment.leftOperand.trimmedDescription.replacingOccurrences(of: "self.", with: "")
                    if states.contains(target) { found.append((target, assignment.rightOperand)) }
                }
                return .visitChildren
            }
            static func isLiteral(_ expression: ExprSyntax) -> Bool {
                if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
                    || expression.is(BooleanLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self) { return true }
                if let text = expression.as(StringLiteralExprSyntax.self) { return text.segments.allSatisfy { $0.is(StringSegmentSyntax.self) } }
                if let negative = expression.as(PrefixOperatorExprSyntax.self), negative.operator.text == "-" { return isLiteral(negative.expression) }
                if let member = expression.as(MemberAccessExprSyntax.self) { return member.base == nil || member.base?.is(DeclReferenceExprSyntax.self) == true }
                if let list = expression.as(ArrayExprSyntax.self) { return list.elements.allSatisfy { isLiteral($0.expression) } }
                return false
            }
        }
        guard !states.isEmpty else { return [] }
        let finder = Finder(declaration, states)
        finder.walk(declaration)
        var last: [String: ExprSyntax] = [:]
        for (name, value) in finder.found { last[name] = value }
        return last.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The `@State` properties an `onPreferenceChange(K.self) { x = $0 }` sets, to K's name.
    private func preferenceStates(_ declaration: StructDeclSyntax) -> [String: String] {
        final class Finder: SyntaxVisitor {
            var states: [String: String] = [:]
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard let access = node.calledExpression.as(MemberAccessExprSyntax.self),
                      access.declName.baseName.text == "onPreferenceChange",
                      let key = node.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription,
                      let closure = node.trailingClosure ?? node.arguments.dropFirst().first?.expression.as(ClosureExprSyntax.self)
                else { return .visitChildren }
                for item in closure.statements {
                    if case let .expr(expression) = item.item, let assignment = expression.as(InfixOperatorExprSyntax.self),
                       assignment.operator.is(AssignmentExprSyntax.self) {
                        let target = assignment.leftOperand.trimmedDescription.replacingOccurrences(of: "self.", with: "")
                        states[target] = key
                    }
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(declaration)
        return finder.states
    }
}
