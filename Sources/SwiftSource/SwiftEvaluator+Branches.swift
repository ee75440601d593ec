internal import SwiftSyntax
import StrictJSON

/// `if` and `switch` in a view builder: a branch known now is inlined, one that depends on
/// the environment becomes the format's `If`.
extension SwiftEvaluator {
    /// An `if`'s views: its taken branch when the condition is known now, else the format's `If`.
    func ifViews(_ node: IfExprSyntax, _ scope: Scope) throws -> [JSONValue] {
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

    /// A `switch`'s views: the matching case's when the subject is known now, nested `If`s on the
    /// Dynamic Type size when it is the environment's.
    func switchViews(_ node: SwitchExprSyntax, _ scope: Scope) throws -> [JSONValue] {
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
