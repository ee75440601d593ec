import StrictJSON

extension LayoutStore {
    /// Every approval of one case's baseline, oldest first (the last is current unless the
    /// baseline was deleted), with the run it answered: the latest run before it in which the
    /// case failed or was new (`nil` when no run of this database did).
    ///
    /// ```swift
    /// let approvals = try store.approvals(of: BaselineKey(scenario: "seeds/login", caseKey: "iPhone16/de/large/base"))
    /// approvals.last?.provenance.recordedBy   // "ci"
    /// approvals.last?.afterRunID              // 41
    /// ```
    public func approvals(of key: BaselineKey) throws -> [BaselineApprovalEvent] {
        try serialized { db in
            try db.rows(Self.approvalsSQL, key.scenario, key.caseKey) { statement in
                BaselineApprovalEvent(
                    approvalID: statement.int64(0), provenance: Self.provenance(statement, from: 1),
                    afterRunID: statement.optionalInt64(7), supersededAt: statement.optionalString(8),
                    frames: statement.string(9), findings: statement.optionalString(10))
            }
        }
    }

    /// The approval since which the current baseline of `key` has had its frame of the view
    /// at `path` as it is (the first of the approvals that kept it unchanged), and the one since
    /// which each lint finding on that view has been approved, by kind; `nil` when the current
    /// baseline has no such view.
    public func viewApprovals(of key: BaselineKey, path: String) throws
        -> (frame: BaselineApprovalEvent, findings: [(kind: String, approval: BaselineApprovalEvent)])? {
        let chain = try approvals(of: key)
        guard let last = chain.last, last.isCurrent else { return nil }
        let frames = chain.map { Self.frame(at: path, in: $0.frames) }
        guard let current = frames.last ?? nil else { return nil }
        var since = chain.count - 1
        while since > 0 && frames[since - 1] == current { since -= 1 }
        let kinds = chain.map { Self.findingKinds(at: path, in: $0.findings) }
        var findings: [(kind: String, approval: BaselineApprovalEvent)] = []
        for kind in kinds[kinds.count - 1].sorted() {
            var first = chain.count - 1
            while first > 0 && kinds[first - 1].contains(kind) { first -= 1 }
            findings.append((kind, chain[first]))
        }
        return (chain[since], findings)
    }

    /// The frame of the view at `path` in frames JSON, as comparable text; `nil` when absent.
    static func frame(at path: String, in frames: String) -> String? {
        guard let list = (try? JSONParser.parse(frames))?.array else { return nil }
        for value in list {
            guard let object = value.object, object["path"]?.stringValue == path else { continue }
            var fields: [String] = []
            for name in ["x", "y", "width", "height", "lines", "truncated"] {
                fields.append(Self.text(of: object[name]))
            }
            return fields.joined(separator: " ")
        }
        return nil
    }

    /// A frame field as comparable text: `-` when absent. Apart from `frame(at:in:)`: inline
    /// in its closure, Swift 6.3's optimiser failed its ownership check on this code.
    private static func text(of field: JSONValue?) -> String {
        guard let field else { return "-" }
        if let bool = field.boolValue { return bool ? "true" : "false" }
        if let number = field.doubleValue { return DecimalFormat.format(number) }
        return "?"
    }

    /// The kinds of the findings on `path` in findings JSON.
    static func findingKinds(at path: String, in findings: String?) -> Set<String> {
        guard let findings, let list = (try? JSONParser.parse(findings))?.array else { return [] }
        return Set(list.compactMap { value in
            value.object.flatMap { $0["path"]?.stringValue == path ? $0["kind"]?.stringValue : nil }
        })
    }

    /// The SQL of ``approvals(of:)``.
    static let approvalsSQL = """
        SELECT a.id, a.recorded_at, a.recorded_by, a.git_commit, a.engine_version, a.font_hashes, a.note,
               (SELECT max(res.run_id) FROM results res JOIN runs r ON r.id = res.run_id
                 WHERE res.case_id = c.id AND res.status IN (1, 2) AND r.started_at <= a.recorded_at) AS after_run,
               retired.recorded_at AS superseded_at, fs.frames, fi.findings
          FROM baselines b
          JOIN cases c       ON c.id = b.case_id
          JOIN scenarios s   ON s.id = c.scenario_id
          JOIN approvals a   ON a.id = b.approval_id
          JOIN frame_sets fs ON fs.id = b.frame_set
          LEFT JOIN finding_sets fi ON fi.id = b.findings_set
          LEFT JOIN approvals retired ON retired.id = b.superseded_by
         WHERE s.name = ?1 AND c.key = ?2
         ORDER BY b.id
        """
}
