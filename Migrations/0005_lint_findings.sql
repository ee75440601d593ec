-- layoutreg store, schema version 5: lint findings with baselines and results.
--
-- `record` approves each case's lint findings with its frames (baselines.findings) and `run`
-- keeps each case's findings with its result (result_details.findings, so a case without
-- findings, failures or errors still costs no detail row). Both are JSON arrays given by
-- the caller, NULL when there are none:
--   baselines.findings       [{"kind","path"[,"id"],"detail"}]
--   result_details.findings  [{"kind","path"[,"id"],"detail","severity","approved"}]
-- with kind one of truncated, clipped, overflow, overlap, tapTarget, fixedFont; severity
-- 'warn' or 'fail'; approved true when the case's baseline lists the finding.
--
-- Views for users of the sqlite3 shell:
--
--   run_summary        As in version 1, plus findings (every finding of the run's cases)
--                      and new_findings (those no baseline approves).
--
--   latest_findings    The findings of the most recent run, one row each: run_id,
--                      scenario, case_key, container, locale, size_category, string_set,
--                      kind, path, view_id, detail, severity ('warn' | 'fail'), approval
--                      ('approved' | 'new').
--                        SELECT kind, count(*) FROM latest_findings GROUP BY kind;
--
--   approved_findings  The findings approved with every current baseline: scenario,
--                      case_key, kind, path, view_id, detail.
--
-- Like every migration, this file runs in one transaction with its schema_migrations row.

ALTER TABLE baselines ADD COLUMN findings TEXT;
ALTER TABLE result_details ADD COLUMN findings TEXT;

DROP VIEW run_summary;

CREATE VIEW run_summary AS
SELECT r.id, r.started_at, r.ended_at, r.git_commit, r.host, r.engine_version, r.scope, r.filter,
       r.total, r.passed, r.failed, r.new, r.errored, r.duration_ms,
       (SELECT count(*)
          FROM result_details d, json_each(d.findings) f
         WHERE d.run_id = r.id AND d.findings IS NOT NULL)                       AS findings,
       (SELECT count(*)
          FROM result_details d, json_each(d.findings) f
         WHERE d.run_id = r.id AND d.findings IS NOT NULL
           AND json_extract(f.value, '$.approved') = 0)                          AS new_findings
  FROM runs r
 ORDER BY r.id;

CREATE VIEW latest_findings AS
SELECT d.run_id                                 AS run_id,
       s.name                                   AS scenario,
       c.key                                    AS case_key,
       c.container                              AS container,
       c.locale                                 AS locale,
       c.size_category                          AS size_category,
       c.string_set                             AS string_set,
       json_extract(f.value, '$.kind')          AS kind,
       json_extract(f.value, '$.path')          AS path,
       json_extract(f.value, '$.id')            AS view_id,
       json_extract(f.value, '$.detail')        AS detail,
       json_extract(f.value, '$.severity')      AS severity,
       CASE json_extract(f.value, '$.approved') WHEN 1 THEN 'approved' ELSE 'new' END AS approval
  FROM result_details d
  JOIN cases c     ON c.id = d.case_id
  JOIN scenarios s ON s.id = c.scenario_id,
       json_each(d.findings) f
 WHERE d.run_id = (SELECT max(id) FROM runs)
   AND d.findings IS NOT NULL
 ORDER BY s.name, c.key, CAST(f.key AS INTEGER);

CREATE VIEW approved_findings AS
SELECT s.name                                   AS scenario,
       c.key                                    AS case_key,
       json_extract(f.value, '$.kind')          AS kind,
       json_extract(f.value, '$.path')          AS path,
       json_extract(f.value, '$.id')            AS view_id,
       json_extract(f.value, '$.detail')        AS detail
  FROM baselines b
  JOIN cases c     ON c.id = b.case_id
  JOIN scenarios s ON s.id = c.scenario_id,
       json_each(b.findings) f
 WHERE b.superseded_by IS NULL
   AND b.findings IS NOT NULL
 ORDER BY s.name, c.key, CAST(f.key AS INTEGER);
