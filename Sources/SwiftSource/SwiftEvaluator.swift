internal import SwiftSyntax
import StrictJSON

/// Translates the views of one Swift file into the fixture format's JSON: it evaluates what a
/// layout depends on (literals, properties, arguments, the view builders' `if`s and
/// `ForEach`es) and inlines the file's own views and helpers, and says precisely, at its
/// line and column, what it does not understand.
///
/// One evaluator per translation: it is not shared between threads.
final class SwiftEvaluator {
    let declarations: SwiftDeclarations
    let converter: SourceLocationConverter
    let lines: [[UInt8]]
    let fileName: String
    /// The matrix's value names: a property of that name is `{"value": name}`.
    let valueNames: Set<String>
    /// The sizes of named images (`Image(systemName: "heart")`), from the scenario.
    let images: [String: (width: JSONValue, height: JSONValue)]
    /// The declared types of the matrix values the view reads, for their format specifiers.
    var valueTypes: [String: String] = [:]
    /// The values of `.tag(…)`s and `Tab(value:)`s, by the number a tagged view's mark holds.
    var tags: [SwiftValue] = []
    /// The file's level: what every view struct's properties see beyond their own.
    let root = Scope(parent: nil)
    /// How deep views and helpers are inlined: a view that contains itself stops here.
    private var depth = 0
    static let maximumDepth = 64
    /// The most rows a `ForEach` makes.
    static let maximumRows = 10_000

    init(declarations: SwiftDeclarations, source: String, fileName: String, valueNames: Set<String>,
         images: [String: (width: JSONValue, height: JSONValue)]) {
        self.declarations = declarations
        converter = SourceLocationConverter(fileName: fileName, tree: declarations.file)
        lines = source.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        self.fileName = fileName
        self.valueNames = valueNames
        self.images = images
    }

    /// Runs `body` one level deeper, or fails at `node` when views nest beyond reason.
    func nested<T>(_ node: some SyntaxProtocol, _ body: () throws -> T) throws -> T {
        guard depth < Self.maximumDepth else {
            throw unsupported(node, "views nested more than \(Self.maximumDepth) deep (a view that contains itself?)")
        }
        depth += 1
        defer { depth -= 1 }
        return try body()
    }
}
