internal import SwiftSyntax
import StrictJSON

/// The few calls a layout's values are made by: the value types and functions a view's
/// properties are written with (`Array(repeating:count:)`, `max`, `GridItem(…)`, …), and the
/// methods of the arrays a `ForEach` runs over.
extension SwiftEvaluator {
    /// The methods of an array a `ForEach` is written over: `enumerated()` (each element an
    /// `(offset, element)` pair), `reversed()`, `prefix(_:)`, `dropFirst(_:)` and `dropLast(_:)`;
    /// `nil` for another, which says so where it is called.
    func arrayMethod(_ name: String, _ elements: [SwiftValue], _ call: FunctionCallExprSyntax, _ scope: Scope) throws -> SwiftValue? {
        let list = arguments(call)
        func count() throws -> Int {
            guard let first = list.first else { return 1 }
            guard case let .int(n) = try value(first.expression, scope), n >= 0 else {
                throw unsupported(first.expression, "\(name) of a count that is not an integer the file gives")
            }
            return n
        }
        switch name {
        case "enumerated" where list.isEmpty:
            return .array(elements.enumerated().map { .object(["offset": .int($0.offset), "element": $0.element,
                                                              Self.tupleKey: .array([.int($0.offset), $0.element])]) })
        case "reversed" where list.isEmpty: return .array(elements.reversed())
        case "prefix": return .array(Array(elements.prefix(try count())))
        case "dropFirst": return .array(Array(elements.dropFirst(try count())))
        case "dropLast": return .array(Array(elements.dropLast(try count())))
        default: return nil
        }
    }

    /// The elements of a tuple (`enumerated()`'s pairs), which a closure of as many parameters destructures.
    static let tupleKey = "__tuple"

    /// `Array(repeating:count:)`, `max`, `min`, `CGFloat(…)`, `String(…)`, `GridItem(…)`, `EdgeInsets(…)`.
    func valueConstructor(_ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope) throws -> SwiftValue? {
        let list = arguments(call)
        switch name {
        case "Array":
            // `Array(items.enumerated())`: the sequence as an array.
            if list.count == 1, list[0].label == nil, case let .array(elements) = try value(list[0].expression, scope) { return .array(elements) }
            guard list.count == 2, list[0].label == "repeating", list[1].label == "count" else { return nil }
            let element = try value(list[0].expression, scope)
            guard case let .int(count) = try value(list[1].expression, scope), count >= 0, count <= Self.maximumRows else {
                throw unsupported(call, "Array(repeating:count:) with a count that is not an integer from 0 to \(Self.maximumRows)")
            }
            return .array(Array(repeating: element, count: count))
        case "max", "min":
            let numbers = try list.map { try value($0.expression, scope) }
            guard numbers.count == 2, let a = numbers[0].number, let b = numbers[1].number else {
                throw unsupported(call, "\(name) of values that are not numbers known from the file")
            }
            return .double(name == "max" ? Swift.max(a, b) : Swift.min(a, b))
        case "CGFloat", "Double", "Float", "Int", "String", "LocalizedStringKey":
            guard list.count == 1 else { return nil }
            let inner = try value(list[0].expression, scope)
            switch (name, inner) {
            case let ("Int", v): return v.number.map { .int(Int($0)) } ?? inner
            case let ("String", .int(i)): return .string(String(i))
            case let ("String", .string(text)) where list[0].label == "localized": return .localized(key: text, arguments: [])
            case let ("LocalizedStringKey", .string(s)): return .localized(key: s, arguments: [])
            default: return inner
            }
        case "NSLocalizedString":
            // A string looked up in the app's strings: in layoutreg, a localized key.
            guard let key = list.first, key.label == nil, case let .string(text) = try value(key.expression, scope) else { return nil }
            return .localized(key: text, arguments: [])
        case "GridItem", "EdgeInsets", "Font", "Angle", "ScrollPosition", "CGPoint", "CGSize":
            return .member(name, try list.map { SwiftArgument(label: $0.label, value: try value($0.expression, scope)) })
        default:
            return nil
        }
    }
}
