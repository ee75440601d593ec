/// Which results a run keeps in its report once each case is counted (and stored). Every
/// case is counted and summarised whatever is kept; what is not kept is dropped as soon as
/// it is, so that memory stays flat however many cases run.
public enum ResultRetention: Hashable, Sendable {
    /// Every case's result: for reports that list every case (JUnit, the HTML report).
    case all
    /// The results of the first `limit` cases that did not pass: what the console groups
    /// and shows. The cases past them are counted, by scenario.
    case notPassed(limit: Int)

    /// What the console keeps: the first 10,000 cases that did not pass.
    public static let console = ResultRetention.notPassed(limit: 10_000)
}
