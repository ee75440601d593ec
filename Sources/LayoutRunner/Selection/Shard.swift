/// One of `count` equal parts of the selected cases, for splitting a run across CI machines:
/// case number k (in fixture and matrix order) belongs to shard `k % count + 1`.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// 1-based.
    public var index: Int
    public var count: Int

    public init?(index: Int, count: Int) {
        guard count > 0, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// `2/8`.
    public init?(_ text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    public func contains(_ position: Int) -> Bool {
        position % count == index - 1
    }

    public var description: String { "\(index)/\(count)" }
}
