/// Reads an object's members by key and remembers which keys were asked for, so
/// ``finish()`` can reject the rest: a misspelt key is an error, not a silent default.
///
/// ```swift
/// let padding = try reader.object { object in
///     EdgeInsets(
///         top: try object.optional("top")?.double() ?? 0,
///         leading: try object.optional("leading")?.double() ?? 0
///     )
/// }
/// // {"top": 4, "lead": 8} fails at "lead":
/// // file.json:1:13: padding: unknown key "lead" (did you mean "leading"?); allowed keys: "leading", "top"
/// ```
///
/// A reader is used on one thread: it is a class so closures can share its bookkeeping.
public final class JSONObjectReader {
    /// The object being read.
    public let object: JSONObject
    /// The object's path.
    public let path: JSONPath
    /// Where the object's `{` is.
    public let location: SourceLocation

    /// Whether each member was read (or ignored), by position.
    private var used: [Bool]
    /// Every key asked for, present or not, repeats included: the allowed keys. Read only to
    /// word an error, so kept as asked (hashing each key into a set was a twentieth of
    /// reading a String Catalog).
    private var allowed: [String] = []

    /// A reader for `object`, found at `path` and `location`.
    public init(_ object: JSONObject, path: JSONPath, location: SourceLocation) {
        self.object = object
        self.path = path
        self.location = location
        self.used = Array(repeating: false, count: object.count)
    }

    /// The keys in document order.
    public var keys: [String] {
        object.keys
    }

    /// Whether the object has `key`. Does not count as reading it.
    public func contains(_ key: String) -> Bool {
        object.position(of: key) != nil
    }

    /// The value for `key`, or an error at the object if there is none.
    public func require(_ key: String) throws(JSONReadError) -> JSONReader {
        guard let value = optional(key) else {
            throw error("missing required key \(JSONQuoting.quoted(key))")
        }
        return value
    }

    /// The value for `key`, or `nil` if the key is absent. A `null` value is returned
    /// as a value; use ``JSONReader/nullable(_:)`` to treat it as absent.
    public func optional(_ key: String) -> JSONReader? {
        allowed.append(key)
        guard let position = object.position(of: key) else { return nil }
        used[position] = true
        return JSONReader(object.members[position].value, path: path.appending(key: key))
    }

    /// Allows `keys` without reading them, for keys that are documented but unused
    /// (such as `"comment"`).
    public func ignore(_ keys: String...) {
        for key in keys {
            _ = optional(key)
        }
    }

    /// Every member, in document order, for objects used as dictionaries (keys chosen
    /// by the document). Marks all keys as read, so that ``finish()`` has none to name.
    public func entries() -> [(key: String, value: JSONReader)] {
        object.members.enumerated().map { position, member in
            used[position] = true
            return (member.key, JSONReader(member.value, path: path.appending(key: member.key)))
        }
    }

    /// Throws for the first key that was neither read nor ignored, at that key, naming
    /// the keys that were allowed and suggesting the nearest one.
    public func finish() throws(JSONReadError) {
        let unknown = object.members.indices.filter { !used[$0] }
        guard let first = unknown.first else { return }
        let member = object.members[first]
        let allowed = Set(allowed).sorted()
        var message = "unknown key \(JSONQuoting.quoted(member.key))"
        if let suggestion = EditDistance.closest(to: member.key, among: allowed) {
            message += " (did you mean \(JSONQuoting.quoted(suggestion))?)"
        }
        if allowed.isEmpty {
            message += "; this object takes no keys"
        } else {
            message += "; allowed keys: " + allowed.map(JSONQuoting.quoted).joined(separator: ", ")
        }
        if unknown.count > 1 {
            let others = unknown.dropFirst().map { JSONQuoting.quoted(object.members[$0].key) }
            message += "; also unknown: " + others.joined(separator: ", ")
        }
        throw JSONReadError(location: member.keyLocation, path: path, message: message)
    }

    /// An error at the object's `{`, for checks of the loader's own.
    public func error(_ message: String) -> JSONReadError {
        JSONReadError(location: location, path: path, message: message)
    }

    /// An error at `key`'s location (the object's, if absent), with the key's path.
    public func error(atKey key: String, _ message: String) -> JSONReadError {
        guard let member = object.member(key) else { return error(message) }
        return JSONReadError(location: member.keyLocation, path: path.appending(key: key), message: message)
    }
}

/// The reader keeps unsynchronised bookkeeping: share the `JSONValue` instead.
@available(*, unavailable)
extension JSONObjectReader: Sendable {}
