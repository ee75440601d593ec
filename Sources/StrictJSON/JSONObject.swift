/// The members of a JSON object, in document order, each with its key's location.
///
/// Keys are unique (the parser rejects duplicates). Lookup is linear for small objects
/// and hashed for large ones. Keys compare with `String` equality, which is Unicode
/// canonical equivalence: `"é"` and `"e\u{301}"` are the same key.
public struct JSONObject: Sendable, Hashable, RandomAccessCollection {
    /// One `"key": value` pair.
    public struct Member: Sendable, Hashable {
        /// The key, unescaped.
        public var key: String
        /// Where the key's opening quote is.
        public var keyLocation: SourceLocation
        /// The value.
        public var value: JSONValue

        /// A member at `keyLocation`: the Swift front end makes objects of its own, located in
        /// the `.swift` file they come from.
        public init(key: String, keyLocation: SourceLocation, value: JSONValue) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    /// Objects with more members than this get a hash index for lookups.
    static let indexThreshold = 12

    /// The members in document order.
    public let members: [Member]
    /// Key to position in `members`; built only for large objects.
    private let index: [String: Int]?

    /// Creates an object from members whose keys must be unique (a precondition).
    public init(_ members: [Member]) {
        var index: [String: Int] = [:]
        index.reserveCapacity(members.count)
        for (position, member) in members.enumerated() {
            let previous = index.updateValue(position, forKey: member.key)
            precondition(previous == nil, "JSONObject: duplicate key \(member.key)")
        }
        self.init(members: members, index: members.count > Self.indexThreshold ? index : nil)
    }

    /// Creates an object whose keys the caller has already checked to be unique.
    init(members: [Member], index: [String: Int]?) {
        self.members = members
        self.index = index
    }

    /// The keys in document order.
    public var keys: [String] {
        members.map(\.key)
    }

    /// The position of the member with this key, if any.
    public func position(of key: String) -> Int? {
        if let index {
            return index[key]
        }
        return members.firstIndex { $0.key == key }
    }

    /// The member with this key, if any.
    public func member(_ key: String) -> Member? {
        position(of: key).map { members[$0] }
    }

    /// The value for this key, if any.
    public subscript(key: String) -> JSONValue? {
        position(of: key).map { members[$0].value }
    }

    public var startIndex: Int { members.startIndex }
    public var endIndex: Int { members.endIndex }
    public subscript(position: Int) -> Member { members[position] }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.members == rhs.members
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(members)
    }
}
