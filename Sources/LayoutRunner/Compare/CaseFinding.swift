import ContentDigest
import LayoutLints

/// A lint finding of one case in a run, and whether the case's baseline approves it: only a
/// finding at `fail` that no baseline approves fails the case, as Android Lint's baseline does.
public struct CaseFinding: Hashable, Sendable {
    public var finding: Finding
    /// Whether the case's approved baseline lists the same finding (kind, view and detail,
    /// measurements aside).
    public var isApproved: Bool

    public init(_ finding: Finding, isApproved: Bool) {
        self.finding = finding
        self.isApproved = isApproved
    }

    /// Whether this finding fails its case.
    public var fails: Bool { finding.severity == .fail && !isApproved }

    /// `findings`, each approved when `approved` lists it: a multiset match by
    /// ``Finding/baselineKey`` (by its fingerprint), so that two equal findings need two
    /// approvals. Findings usually are what their baseline lists, in its order, which is
    /// checked first, byte by byte, without a table.
    public static func matching(_ findings: [Finding], approved: [Finding]?) -> [CaseFinding] {
        guard !findings.isEmpty else { return [] }
        guard let approved, !approved.isEmpty else { return findings.map { CaseFinding($0, isApproved: false) } }
        if approved.count == findings.count, zip(approved, findings).allSatisfy(same) {
            return findings.map { CaseFinding($0, isApproved: true) }
        }
        var remaining: [UInt64: Int] = [:]
        for finding in approved { remaining[finding.baselineFingerprint, default: 0] += 1 }
        return findings.map { finding in
            let key = finding.baselineFingerprint
            guard let count = remaining[key], count > 0 else { return CaseFinding(finding, isApproved: false) }
            remaining[key] = count - 1
            return CaseFinding(finding, isApproved: true)
        }
    }

    /// The same kind, view and detail, numbers included, compared as bytes (comparing strings
    /// normalises them first): the same line in a baseline file.
    static func same(_ a: Finding, _ b: Finding) -> Bool {
        a.kind == b.kind && UTF8Bytes.equal(a.path, b.path) && UTF8Bytes.equal(a.detail, b.detail)
    }
}
