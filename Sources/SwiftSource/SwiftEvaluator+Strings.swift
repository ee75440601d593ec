internal import SwiftSyntax
import StrictJSON

/// String literals: as a `String`, or as a `LocalizedStringKey` with its format specifiers.
extension SwiftEvaluator {
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
}
