/// Every frame of some cases before and after a change, by `scenario/caseKey`: what a report
/// draws of a record. Described by its count alone, so that a report's description does not
/// depend on a dictionary's order.
public struct CaseFrames: Sendable, CustomStringConvertible {
    private var byName: [String: (old: [BaselineFrame], new: [BaselineFrame])] = [:]

    public init() {}

    public subscript(name: String) -> (old: [BaselineFrame], new: [BaselineFrame])? {
        get { byName[name] }
        set { byName[name] = newValue }
    }

    public var count: Int { byName.count }

    /// Adds `other`'s cases; a case in both takes `other`'s frames.
    mutating func merge(_ other: CaseFrames) {
        byName.merge(other.byName) { _, theirs in theirs }
    }

    public var description: String { "\(byName.count) cases" }
}
