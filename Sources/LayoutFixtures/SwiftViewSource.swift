import LayoutEngine
import StrictJSON
import Synchronization

/// The loader's Swift front end: a scenario's `"view": {"swift": "LoginView.swift", …}` is
/// read by a translator that turns the Swift into the same JSON view the format is written
/// in, each value located in the `.swift` file, which ``ViewReader`` then reads as it reads
/// any view. One model, two front ends: a view or modifier the JSON format knows is known in
/// Swift with no second list.
///
/// The translator lives in the `SwiftSource` module (it needs the toolchain's SwiftParser,
/// which a build may not have), so it is installed at start-up rather than linked here.
public enum SwiftViewSource {
    /// What a scenario's Swift view asks for: its `view` object, and what it is read against.
    public struct Request: Sendable {
        /// The scenario's `view` object, with its `swift` key.
        public var view: JSONReader
        /// The scenario file, for errors about its keys.
        public var scenarioFile: String
        /// The scenario file's folder, which a relative `swift` path starts from.
        public var directory: String
        /// The names of the matrix's `values`: a property of that name becomes `{"value": name}`.
        public var valueNames: Set<String>
    }

    /// A Swift view read into the fixture format.
    public struct Translation: Sendable {
        /// The view as the JSON format writes it; locations are line and column in ``file``.
        public var view: JSONValue
        /// The `.swift` file, as reported in errors (the scenario's folder joined with its path).
        public var file: String
        /// The file's text, part of the scenario's definition hash.
        public var text: String
        /// The tree it read, one line per view with its source line, for `layout --format text`.
        public var outline: [String]

        public init(view: JSONValue, file: String, text: String, outline: [String]) {
            self.view = view
            self.file = file
            self.text = text
            self.outline = outline
        }
    }

    /// Turns a scenario's Swift view into a JSON view; errors are located (`File.swift:42:17: …`).
    public protocol Translator: Sendable {
        func translate(_ request: Request) throws(FixtureError) -> Translation
    }

    private static let installed = Mutex<(any Translator)?>(nil)

    /// Makes `translator` the loader's Swift front end, for every scenario loaded after.
    public static func install(_ translator: any Translator) {
        installed.withLock { $0 = translator }
    }

    /// Whether a translator is installed (the build has the `SwiftSource` module).
    public static var isAvailable: Bool {
        installed.withLock { $0 != nil }
    }

    /// Why a Swift view cannot be read in this build, and how to enable it.
    public static let unavailableMessage = "this layoutreg was built without the Swift front end (the SwiftSource module): "
        + "it is built when the Swift toolchain's SwiftParser libraries (lib/swift/host beside swiftc) are found; "
        + "see docs/swift-source.md for Linux and for Xcode on macOS"

    /// Whether a scenario's `view` is the Swift form (`{"swift": …}`).
    static func isSwiftView(_ reader: JSONReader) -> Bool {
        reader.value.object?["swift"] != nil
    }

    /// The view of a scenario whose `view` is the Swift form, and the translation it came from.
    static func view(_ request: Request, tableNames: Set<String>) throws(FixtureError) -> (ViewNode, Translation) {
        guard let translator = installed.withLock({ $0 }) else {
            // `layoutreg layout File.swift` has no scenario file of its own to point into.
            if request.scenarioFile.hasSuffix(".swift") { throw FixtureError(file: request.scenarioFile, unavailableMessage) }
            let location = request.view.location
            throw FixtureError("\(request.scenarioFile):\(location.line):\(location.column): view.swift: " + unavailableMessage)
        }
        let translation = try translator.translate(request)
        do {
            let view = try ViewReader.$valueNames.withValue(request.valueNames) {
                try ViewReader.$tableNames.withValue(tableNames) { try ViewReader.view(JSONReader(translation.view)) }
            }
            return (view, translation)
        } catch let error as JSONReadError {
            // The JSON path of a translated view means nothing in Swift: the line and column do.
            throw FixtureError("\(translation.file):\(error.location.line):\(error.location.column): \(error.message)")
        } catch let error as FixtureError {
            throw error
        } catch {
            throw FixtureError(file: translation.file, "\(error)")
        }
    }

    /// The modifier names the fixture format reads, for the translator's messages.
    public static var modifierNames: [String] { ModifierReader.names }
    /// The modifier names that change a layout (and `hidden`): the ones a message lists.
    public static var layoutModifierNames: [String] { ModifierReader.layoutNames }
    /// The view type names the fixture format reads.
    public static var viewTypeNames: [String] { ViewReader.ViewType.names }
}
