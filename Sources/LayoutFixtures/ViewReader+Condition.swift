import LayoutEngine
import StrictJSON

/// The condition of an `If` view.
extension ViewReader {
    /// An `If`'s condition: `{"dynamicTypeSize": ">=accessibility1"}`, a comparison (`<`,
    /// `<=`, `>=`, `>`, `==`) and a Dynamic Type size; or one of `layoutDirection`, `idiom`,
    /// `locale`, `horizontalSizeClass`, `verticalSizeClass` and the value it must equal.
    static func condition(_ reader: JSONReader) throws -> ViewCondition {
        try reader.object { object in
            let subjects = ["dynamicTypeSize", "layoutDirection", "locale", "idiom", "horizontalSizeClass",
                            "verticalSizeClass"]
            let named = subjects.filter(object.contains)
            if named.count > 1 {
                throw object.error(atKey: named[1], "an If's condition tests one of \(subjects.joined(separator: ", ")); "
                                   + "nest Ifs to test several")
            }
            if let direction = object.optional("layoutDirection") {
                return ViewCondition(.layoutDirection(try direction.string(as: LayoutDirection.self)))
            }
            if let idiom = object.optional("idiom") {
                return ViewCondition(.idiom(try idiom.string(as: UserInterfaceIdiom.self)))
            }
            if let sizeClass = object.optional("horizontalSizeClass") {
                return ViewCondition(.horizontalSizeClass(try sizeClass.string(as: UserInterfaceSizeClass.self)))
            }
            if let sizeClass = object.optional("verticalSizeClass") {
                return ViewCondition(.verticalSizeClass(try sizeClass.string(as: UserInterfaceSizeClass.self)))
            }
            if let locale = object.optional("locale") {
                let code = try locale.string()
                guard !code.isEmpty else { throw locale.error("a locale is a BCP 47 code such as \"ar\" or \"pt-BR\"") }
                return ViewCondition(.locale(code))
            }
            if named.isEmpty, let typo = object.keys.first {
                var message = "unknown condition \"\(typo)\""
                if let guess = EditDistance.closest(to: typo, among: subjects) { message += " (did you mean \"\(guess)\"?)" }
                throw object.error(atKey: typo, message + "; an If tests one of " + subjects.joined(separator: ", "))
            }
            let sizeReader = try object.require("dynamicTypeSize")
            let text = try sizeReader.string()
            let operators = ViewCondition.Comparison.allCases
            guard let comparison = operators.first(where: { text.hasPrefix($0.rawValue) }) else {
                throw sizeReader.error("a dynamicTypeSize condition starts with one of "
                                       + operators.map(\.rawValue).joined(separator: " ") + ", as in \">=accessibility1\"")
            }
            let name = String(text.dropFirst(comparison.rawValue.count)).trimmingCharacters(in: .whitespaces)
            guard let size = DynamicTypeSize(rawValue: name) else {
                var message = "unknown Dynamic Type size \"\(name)\""
                let names = DynamicTypeSize.allCases.map(\.rawValue)
                if let guess = EditDistance.closest(to: name, among: names) { message += " (did you mean \"\(guess)\"?)" }
                throw sizeReader.error(message + "; sizes: " + names.joined(separator: ", "))
            }
            return ViewCondition(dynamicTypeSize: comparison, size)
        }
    }
}
