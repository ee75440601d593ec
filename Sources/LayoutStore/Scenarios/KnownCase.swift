/// A case as the database has it, with the id of its current baseline: what upserting cases
/// and applying approvals look up, scenario by scenario (see ``ScenarioCaseIndex``).
struct KnownCase {
    var id: Int64
    var container: String
    var locale: String
    var sizeCategory: String
    var stringSet: String
    var baselineID: Int64?

    /// Whether `record` describes this case as it is.
    func matches(_ record: CaseRecord) -> Bool {
        container == record.container && locale == record.locale
            && sizeCategory == record.sizeCategory && stringSet == record.stringSet
    }
}

@available(*, unavailable)
extension KnownCase: Sendable {}
