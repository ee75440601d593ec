/// Which cases `layoutreg record` approves.
public enum RecordMode: String, Hashable, Sendable, CaseIterable {
    /// Every selected case.
    case all
    /// Only cases with no baseline yet.
    case missing
    /// Only cases whose frames differ from their baseline.
    case failed
}
