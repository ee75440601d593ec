/// Where a value sits inside a document, such as `view.children[2].modifiers[0]`.
///
/// The root is the empty path and prints as the empty string. Keys that are ASCII
/// identifiers print after a dot; other keys print in brackets as JSON strings.
///
/// ```swift
/// let path = JSONPath().appending(key: "view").appending(key: "children").appending(index: 2)
/// path.description                                   // view.children[2]
/// path.appending(key: "font size").description       // view.children[2]["font size"]
/// ```
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// One step into an object or an array.
    public enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    /// The steps from the root.
    public private(set) var components: [Component]

    /// The root path.
    public init() {
        components = []
    }

    /// A path made of these steps.
    public init(_ components: [Component]) {
        self.components = components
    }

    /// Whether this is the root path.
    public var isRoot: Bool {
        components.isEmpty
    }

    /// This path followed by an object key.
    public func appending(key: String) -> JSONPath {
        var copy = self
        copy.components.append(.key(key))
        return copy
    }

    /// This path followed by an array index.
    public func appending(index: Int) -> JSONPath {
        var copy = self
        copy.components.append(.index(index))
        return copy
    }

    /// `view.children[2]["odd key"]`; the root is `""`.
    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key) where Self.isIdentifier(key):
                if !text.isEmpty {
                    text += "."
                }
                text += key
            case .key(let key):
                text += "["
                text += JSONQuoting.quoted(key)
                text += "]"
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }

    /// ASCII letters, digits and underscores, not starting with a digit.
    private static func isIdentifier(_ key: String) -> Bool {
        var isFirst = true
        for byte in key.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                break
            case UInt8(ascii: "0")...UInt8(ascii: "9") where !isFirst:
                break
            default:
                return false
            }
            isFirst = false
        }
        return !isFirst
    }
}
