internal import SwiftSyntax
import StrictJSON

/// Infix operators: arithmetic, comparisons, ranges, `??`, and `Text + Text` as one `Text` of runs.
extension SwiftEvaluator {
    func infix(_ node: InfixOperatorExprSyntax, _ scope: Scope) throws -> SwiftValue {
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
}
