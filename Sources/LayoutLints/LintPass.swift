import LayoutEngine

/// Finds what is wrong with a laid-out case, in one pass over its frames: truncated and
/// clipped text, views beyond the safe area or a fixed frame, content drawn on other content,
/// small tap targets, fixed fonts at accessibility sizes, and characters no font covers.
///
/// ```swift
/// let result = try engine.layout(prepared, in: container, environment: environment)
/// let findings = LintPass(policy: scenario.lints).findings(in: result, container: container,
///                                                           environment: environment)
/// ```
///
/// Kinds at `off` are not looked for. Findings come in frame order, then kind order; a view's
/// `allow` list silences the kinds it names for that view.
public struct LintPass: Sendable {
    public var policy: LintPolicy

    /// Apple's minimum tap target (Human Interface Guidelines): 44 × 44 pt.
    public static let minimumTapTarget = 44.0
    /// Overlaps and overflows of half a point or less are rounding, not a defect.
    public static let tolerance = 0.5

    public init(policy: LintPolicy = .default) {
        self.policy = policy
    }

    public func findings(in result: LayoutResult, container: LayoutContainer,
                         environment: EnvironmentValues) -> [Finding] {
        guard !policy.isOff else { return [] }
        var scan = LintScan(frames: result.frames, policy: policy, container: container, environment: environment)
        scan.run()
        return scan.sortedFindings()
    }
}
