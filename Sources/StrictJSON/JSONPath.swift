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

    /// The last step, linked to the steps before it: a path made by ``appending(key:)`` shares
    /// its parent's steps. A reader hands every value it reads its path, and copying the
    /// steps for each (an array per value) was a twentieth of reading a String Catalog.
    private final class Step: Sendable {
        let component: Component
        let parent: Step?
        let depth: Int

        init(_ component: Component, after parent: Step?) {
            self.component = component
            self.parent = parent
            depth = (parent?.depth ?? 0) + 1
        }
    }

    private let last: Step?

    /// The steps from the root.
    public var components: [Component] {
        var components: [Component] = []
        components.reserveCapacity(last?.depth ?? 0)
        var step = last
        while let current = step {
            components.append(current.component)
            step = current.parent
        }
        return components.reversed()
    }

    /// The root path.
    public init() {
        last = nil
    }

    /// A path made of these steps.
    public init(_ components: [Component]) {
        last = components.reduce(nil) { Step($1, after: $0) }
    }

    private init(_ component: Component, after parent: Step?) {
        last = Step(component, after: parent)
    }

    /// Whether this is the root path.
    public var isRoot: Bool {
        last == nil
    }

    /// This path followed by an object key.
    public func appending(key: String) -> JSONPath {
        JSONPath(.key(key), after: last)
    }

    /// This path followed by an array index.
    public func appending(index: Int) -> JSONPath {
        JSONPath(.index(index), after: last)
    }

    public static func == (lhs: JSONPath, rhs: JSONPath) -> Bool {
        var left = lhs.last, right = rhs.last
        while let l = left, let r = right {
            if l === r { return true }
            guard l.depth == r.depth, l.component == r.component else { return false }
            left = l.parent
            right = r.parent
        }
        return left == nil && right == nil
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
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
