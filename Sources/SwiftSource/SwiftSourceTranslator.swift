internal import Foundation
import LayoutFixtures
internal import SwiftSyntax
import StrictJSON

/// The Swift front end of the scenario loader: reads a SwiftUI file with the toolchain's own
/// parser and translates one of its views (or previews) into the fixture format's view.
///
/// ```json
/// "view": {"swift": "../../App/Sources/LoginView.swift", "type": "LoginView",
///          "arguments": {"user": {"name": "Al"}}, "images": {"heart": {"width": 15, "height": 13}}}
/// "view": {"swift": "../../App/Sources/LoginView.swift", "preview": "Login, long name"}
/// ```
public struct SwiftSourceTranslator: SwiftViewSource.Translator {
    public init() {}

    /// Makes this the loader's Swift front end.
    public static func install() {
        SwiftViewSource.install(SwiftSourceTranslator())
    }

    /// What a Swift view is chosen by: a view type with its arguments, or a preview by name.
    public enum Selection: Sendable {
        case type(String, arguments: [String: JSONValue])
        case preview(String)
        /// The file's only view (or first preview), for `layoutreg layout File.swift`.
        case only
    }

    public func translate(_ request: SwiftViewSource.Request) throws(FixtureError) -> SwiftViewSource.Translation {
        let reader = request.view
        let scenarioFile = request.scenarioFile
        let path: String
        let selection: Selection
        var images: [String: (width: JSONValue, height: JSONValue)] = [:]
        do {
            (path, selection, images) = try reader.object { object in
                let pathReader = try object.require("swift")
                let path = try pathReader.string()
                guard path.hasSuffix(".swift") else { throw pathReader.error("expected the path of a .swift file, found \"\(path)\"") }
                var images: [String: (width: JSONValue, height: JSONValue)] = [:]
                if let list = object.optional("images") {
                    for (name, size) in try list.object().entries() {
                        images[name] = try size.object { o in
                            let width = try o.require("width"), height = try o.require("height")
                            _ = try width.double(in: 0...100_000)
                            _ = try height.double(in: 0...100_000)
                            return (width.value, height.value)
                        }
                    }
                }
                // `layoutreg layout File.swift` without --view or --preview: the file's preview or only view.
                if try object.optional("only")?.bool() == true { return (path, .only, images) }
                switch (object.optional("type"), object.optional("preview")) {
                case let (type?, nil):
                    var arguments: [String: JSONValue] = [:]
                    if let given = object.optional("arguments") {
                        for (name, value) in try given.object().entries() { arguments[name] = value.value }
                    }
                    return (path, .type(try type.string(), arguments: arguments), images)
                case let (nil, preview?):
                    if object.contains("arguments") {
                        throw object.error(atKey: "arguments", "a preview makes its view itself: \"arguments\" go with \"type\"")
                    }
                    return (path, .preview(try preview.string()), images)
                case (nil, nil):
                    throw object.error("a Swift view names its view: \"type\" (a struct of the file) or \"preview\" (a #Preview's name)")
                case (_?, _?):
                    throw object.error(atKey: "preview", "a Swift view has either \"type\" or \"preview\", not both")
                }
            }
        } catch let error as JSONReadError {
            throw FixtureError(error.formatted(file: scenarioFile))
        } catch {
            throw FixtureError(file: scenarioFile, "\(error)")
        }
        let file = path.hasPrefix("/") || request.directory == "." ? path : request.directory + "/" + path
        guard let data = FileManager.default.contents(atPath: file) else {
            let location = reader.location
            throw FixtureError("\(scenarioFile):\(location.line):\(location.column): view.swift: cannot read \(file)")
        }
        guard let text = String(validating: [UInt8](data), as: UTF8.self) else {
            throw FixtureError(file: file, "not UTF-8 text")
        }
        return try Self.translate(source: text, file: file, selection: selection, valueNames: request.valueNames, images: images)
    }

    /// Translates the view `selection` picks from `source` (the text of `file`).
    public static func translate(source: String, file: String, selection: Selection, valueNames: Set<String> = [],
                                 images: [String: (width: JSONValue, height: JSONValue)] = [:]) throws(FixtureError)
        -> SwiftViewSource.Translation {
        let declarations = SwiftDeclarations(source: source)
        let evaluator = SwiftEvaluator(declarations: declarations, source: source, fileName: file.split(separator: "/").last.map(String.init) ?? file,
                                       valueNames: valueNames, images: images)
        if let error = declarations.syntaxErrors(converter: evaluator.converter).first {
            throw FixtureError(error.formatted(file: file))
        }
        do {
            let views = try evaluator.views(for: selection)
            let at = views.first?.location ?? StrictJSON.SourceLocation(line: 1, column: 1)
            let root = evaluator.droppingMarks(evaluator.liftingTrailingID(evaluator.single(views, at)))
            var outline: [String] = []
            evaluator.outline(root, into: &outline)
            return SwiftViewSource.Translation(view: root, file: file, text: source, outline: outline)
        } catch let error as SwiftSourceError {
            throw FixtureError(error.formatted(file: file))
        } catch let error as JSONReadError {
            throw FixtureError("\(file):\(error.location.line):\(error.location.column): \(error.message)")
        } catch {
            throw FixtureError(file: file, "\(error)")
        }
    }
}

extension SwiftEvaluator {
    /// The views of the selected view type or preview.
    func views(for selection: SwiftSourceTranslator.Selection) throws -> [JSONValue] {
        switch selection {
        case let .type(name, arguments):
            guard let declaration = declarations.views[name] else {
                var message = "no view \(name) in this file"
                let names = declarations.views.keys.sorted()
                if let guess = EditDistance.closest(to: name, among: names) { message += " (did you mean \(guess)?)" }
                throw SwiftSourceError(line: 1, column: 1, message: message + "; its views: "
                                       + (names.isEmpty ? "none (a view is a struct conforming to View)" : names.joined(separator: ", ")))
            }
            let overrides = arguments.mapValues(Self.swiftValue)
            return try instantiate(declaration, call: nil, arguments: [], overrides: overrides, node: Syntax(declaration))
        case let .preview(name):
            guard let preview = declarations.previews.first(where: { $0.name == name }) else {
                let names = declarations.previews.map(\.name)
                var message = "no preview \"\(name)\" in this file"
                if let guess = EditDistance.closest(to: name, among: names) { message += " (did you mean \"\(guess)\"?)" }
                throw SwiftSourceError(line: 1, column: 1, message: message + "; its previews: "
                                       + (names.isEmpty ? "none" : names.map { "\"\($0)\"" }.joined(separator: ", ")))
            }
            return try builder(preview.body, root)
        case .only:
            if let preview = declarations.previews.first { return try builder(preview.body, root) }
            let names = declarations.views.keys.sorted()
            guard names.count == 1, let declaration = declarations.views[names[0]] else {
                throw SwiftSourceError(line: 1, column: 1, message: "the file has \(names.isEmpty ? "no view" : "several views (" + names.joined(separator: ", ") + ")")"
                                       + " and no #Preview: name one with --view TYPE or --preview NAME")
            }
            return try instantiate(declaration, call: nil, arguments: [], node: Syntax(declaration))
        }
    }

    /// A scenario argument as a Swift value: objects and arrays of numbers, strings and Booleans.
    static func swiftValue(_ json: JSONValue) -> SwiftValue {
        switch json.kind {
        case .null: return .null
        case let .bool(b): return .bool(b)
        case let .number(n): return n.isIntegerLiteral ? (n.intValue.map { .int($0) } ?? .double(n.value)) : .double(n.value)
        case let .string(s): return .string(s)
        case let .array(elements): return .array(elements.map(swiftValue))
        case let .object(object): return .object(Dictionary(object.members.map { ($0.key, swiftValue($0.value)) }, uniquingKeysWith: { a, _ in a }))
        }
    }
}
