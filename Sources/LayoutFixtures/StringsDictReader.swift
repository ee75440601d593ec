import StrictJSON

/// Reads a `.stringsdict` file: for each key, its `NSStringLocalizedFormatKey` format and the
/// plural variables it names (`NSStringPluralRuleType`), as entries with substitutions whose
/// forms carry their own specifiers (`%d new posts`).
enum StringsDictReader {
    static func read(_ text: String, file: String) throws(FixtureError) -> [String: StringEntry] {
        let root: PropertyList
        do { root = try PropertyList.parse(text) } catch {
            throw FixtureError("\(file):\(error.line):\(error.column): \(error.message)")
        }
        func fail(_ at: PropertyList, _ message: String) -> FixtureError {
            FixtureError("\(file):\(at.line):\(at.column): \(message)")
        }
        guard case let .dictionary(keys) = root.kind else { throw fail(root, "expected a <dict> of keys") }
        var entries: [String: StringEntry] = [:]
        for (key, value) in keys {
            guard case let .dictionary(members) = value.kind else { throw fail(value, "key \"\(key)\": expected a <dict>") }
            var format: StringVariant? = nil
            var substitutions: [String: StringSubstitution] = [:]
            for (name, member) in members {
                if name == "NSStringLocalizedFormatKey" {
                    guard case let .string(text) = member.kind else { throw fail(member, "key \"\(key)\": NSStringLocalizedFormatKey must be a <string>") }
                    format = .unit(text)
                    continue
                }
                if name == "NSStringDeviceSpecificRuleType" {
                    // What Xcode compiles a catalog's device variations to.
                    guard case let .dictionary(forms) = member.kind else { throw fail(member, "key \"\(key)\": \(name) must be a <dict>") }
                    var out: [DeviceIdiom: StringVariant] = [:]
                    for (device, form) in forms {
                        guard let idiom = DeviceIdiom(rawValue: device) else {
                            throw fail(form, StringCatalogReader.unknown("device", device, key: key, among: DeviceIdiom.self))
                        }
                        guard case let .string(text) = form.kind else { throw fail(form, "key \"\(key)\": the \(device) form must be a <string>") }
                        out[idiom] = .unit(text)
                    }
                    format = .device(out)
                    continue
                }
                if name == "NSStringVariableWidthRuleType" {
                    // Without a presentation width, iOS shows the widest variant.
                    guard case let .dictionary(forms) = member.kind else { throw fail(member, "key \"\(key)\": \(name) must be a <dict>") }
                    let widest = forms.compactMap { width, form -> (Int, String)? in
                        guard let n = Int(width), case let .string(text) = form.kind else { return nil }
                        return (n, text)
                    }.max { $0.0 < $1.0 }
                    guard let widest else { throw fail(member, "key \"\(key)\": \(name) has no <string> for a numeric width") }
                    format = .unit(widest.1)
                    continue
                }
                guard case let .dictionary(rule) = member.kind else {
                    throw fail(member, "key \"\(key)\": variable \"\(name)\" must be a <dict>")
                }
                var forms: [PluralCategory: StringVariant] = [:]
                var specifier = "d"
                for (field, form) in rule {
                    switch field {
                    case "NSStringFormatSpecTypeKey":
                        guard case .string("NSStringPluralRuleType") = form.kind else {
                            throw fail(form, "key \"\(key)\": variable \"\(name)\": only NSStringPluralRuleType is supported")
                        }
                    case "NSStringFormatValueTypeKey":
                        guard case let .string(type) = form.kind else { throw fail(form, "key \"\(key)\": NSStringFormatValueTypeKey must be a <string>") }
                        specifier = type
                    default:
                        guard let category = PluralCategory(rawValue: field) else {
                            throw fail(form, StringCatalogReader.unknown("plural category", field, key: key, among: PluralCategory.self))
                        }
                        guard case let .string(text) = form.kind else { throw fail(form, "key \"\(key)\": the \(field) form must be a <string>") }
                        forms[category] = .unit(text)
                    }
                }
                substitutions[name] = StringSubstitution(argument: nil, formatSpecifier: specifier, forms: .plural(forms))
            }
            guard let format else {
                throw fail(value, "key \"\(key)\": no NSStringLocalizedFormatKey, NSStringDeviceSpecificRuleType or NSStringVariableWidthRuleType")
            }
            for text in format.units + substitutions.values.flatMap(\.forms.units) {
                for case let .specifier(spec) in FormatSpecifier.parse(text) {
                    if let variable = spec.variable, substitutions[variable] == nil {
                        throw fail(value, "key \"\(key)\": \(spec.text) names no variable of the key"
                                   + (substitutions.isEmpty ? "" : "; variables: " + substitutions.keys.sorted().joined(separator: ", ")))
                    }
                }
            }
            entries[key] = StringEntry(variant: format, substitutions: substitutions)
        }
        return entries
    }
}
