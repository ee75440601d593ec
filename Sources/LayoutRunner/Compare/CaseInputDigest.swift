import ContentDigest
import LayoutFixtures
import LayoutLints

/// The digest of everything a case's result depends on, for `run --incremental`: a case whose
/// digest is the one it last passed with would pass again (layouts are deterministic), so it
/// need not be laid out.
///
/// The inputs, each length-prefixed so that no two lists of them read alike: the build of
/// layoutreg and its engine version, the fonts, the scenario's definition (its file and its
/// strings, ``Scenario/definitionHash``), the case's key, the lint policy it is checked with,
/// the scenario's tolerance, and its approved baseline, frames and findings, as read through
/// ``BaselineFrame`` and ``Finding`` (so a change of the baseline file's layout that keeps its
/// frames keeps the digest).
struct CaseInputDigest {
    /// The inputs every case of a run shares, digested into each case's.
    private var shared: [UInt8] = []

    init(context: RunContext) {
        Self.append(&shared, "layoutreg case inputs 1")
        Self.append(&shared, context.engineVersion)
        Self.append(&shared, context.buildDigest)
        Self.append(&shared, context.fontDigest.isEmpty ? context.fontHashes : context.fontDigest)
    }

    /// The digest of one case's inputs, 64 hexadecimal digits.
    func digest(scenario: Scenario, caseKey: String, policy: LintPolicy, baseline: [BaselineFrame]?,
                approved: [Finding]?) -> String {
        var bytes = shared
        bytes.reserveCapacity(shared.count + 64 + (baseline?.count ?? 0) * 64)
        Self.append(&bytes, scenario.definitionHash)
        Self.append(&bytes, scenario.name)
        Self.append(&bytes, caseKey)
        Self.append(&bytes, LintKind.allCases.map { policy[$0].rawValue }.joined(separator: ","))
        Self.append(&bytes, scenario.tolerance.bitPattern)
        if let baseline {
            Self.append(&bytes, UInt64(baseline.count))
            for frame in baseline {
                Self.append(&bytes, frame.name)
                for value in [frame.rect.origin.x, frame.rect.origin.y, frame.rect.size.width, frame.rect.size.height] {
                    Self.append(&bytes, value.bitPattern)
                }
                Self.append(&bytes, UInt64(bitPattern: Int64(frame.lines ?? -1)))
                Self.append(&bytes, UInt64(frame.isTruncated.map { $0 ? 1 : 0 } ?? 2))
            }
        } else {
            Self.append(&bytes, "no baseline")
        }
        let findings = approved ?? []
        Self.append(&bytes, UInt64(findings.count))
        for finding in findings {
            Self.append(&bytes, finding.kind.rawValue)
            Self.append(&bytes, finding.path)
            Self.append(&bytes, finding.viewID ?? "")
            Self.append(&bytes, finding.detail)
        }
        return SHA256.hash(bytes).hex
    }

    private static func append(_ bytes: inout [UInt8], _ text: String) {
        Self.append(&bytes, UInt64(text.utf8.count))
        bytes.append(contentsOf: text.utf8)
    }

    private static func append(_ bytes: inout [UInt8], _ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
}
