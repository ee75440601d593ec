/// Baselines to write and delete together, applied all-or-nothing by
/// ``LayoutStore/replaceBaselines(_:provenance:)``.
///
/// ```swift
/// var changes = BaselineChangeSet()
/// try changes.write(framesJSON, for: BaselineKey(scenario: "Checkout", caseKey: "iPhone16/de/L/base"))
/// changes.delete(BaselineKey(scenario: "Checkout", caseKey: "iPhoneSE/de/L/base"))
/// try store.replaceBaselines(changes, provenance: provenance)
/// ```
public struct BaselineChangeSet: Hashable, Sendable {
    /// Frames to approve, in the order given; each key at most once.
    public var writes: [BaselineWrite]
    /// Baselines to retire, e.g. of cases that no longer exist; unknown keys are ignored.
    public var deletions: [BaselineKey]

    /// Creates a change set.
    public init(writes: [BaselineWrite] = [], deletions: [BaselineKey] = []) {
        self.writes = writes
        self.deletions = deletions
    }

    /// Adds frames to approve for `key`.
    ///
    /// - Throws: ``StoreError`` `.invalidInput` if `frames` is not a JSON array.
    public mutating func write(_ frames: String, for key: BaselineKey) throws(StoreError) {
        writes.append(try BaselineWrite(key: key, frames: frames))
    }

    /// Adds a baseline to delete.
    public mutating func delete(_ key: BaselineKey) {
        deletions.append(key)
    }

    /// Whether there is nothing to write or delete.
    public var isEmpty: Bool { writes.isEmpty && deletions.isEmpty }
}
