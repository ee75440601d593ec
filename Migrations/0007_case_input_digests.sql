-- layoutreg store, schema version 7: the input digests of `run --incremental`.
--
-- `run --incremental` lays out only the cases whose inputs changed since they last passed.
-- A case's inputs are digested into one SHA-256 (64 hex digits): its scenario's definition
-- (the scenario file and its strings), the case's key, the lint policy it is checked with,
-- its approved baseline (frames and findings), the fonts, the engine version and the build
-- of layoutreg that laid it out. So that each skip can be explained afterwards:
--
--   case_inputs   The digest of a case's inputs in a run where it passed. Written by
--                 incremental runs, and only when the digest differs from the case's latest
--                 one: a case whose inputs stay the same costs one row, not one per run.
--                 The latest row of a case (highest run_id) is what a skip compares with.
--
--   run_skips     The cases an incremental run skipped, each with the run whose passing
--                 result and digest (case_inputs) it relied on.
--
-- Views, for users of the sqlite3 shell:
--
--   skipped_cases  One row per skipped case per run, newest run first: run_id, scenario,
--                  case_key, container, locale, size_category, string_set, passed_run_id,
--                  digest (NULL once that run has been pruned).
--                    SELECT run_id, count(*) FROM skipped_cases GROUP BY run_id;
--
-- And the findings of a run's cases are stored once per distinct text rather than once per
-- case per run: a case's findings are usually the ones its baseline approves, the same in
-- every run (a run of the shipped fixtures stored 490 KB of the same findings each time).
--
--   finding_sets              Each distinct findings text (the JSON array of version 5).
--   result_details.findings_set
--                             The id of the case's findings in finding_sets; the findings
--                             column of version 5 is still read (runs written before, and
--                             runs brought in by `layoutreg merge`, keep their text there).
--
-- run_summary and latest_findings read both, so they show what they showed.
--
-- Like every migration, this file runs in one transaction with its schema_migrations row.

CREATE TABLE case_inputs (
    case_id INTEGER NOT NULL REFERENCES cases(id),
    run_id  INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    digest  TEXT    NOT NULL CHECK (length(digest) = 64),
    PRIMARY KEY (case_id, run_id)
) STRICT, WITHOUT ROWID;

CREATE INDEX case_inputs_by_run ON case_inputs(run_id);

CREATE TABLE run_skips (
    run_id        INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    case_id       INTEGER NOT NULL REFERENCES cases(id),
    passed_run_id INTEGER NOT NULL,             -- case_inputs.run_id of the digest matched
    PRIMARY KEY (run_id, case_id)
) STRICT, WITHOUT ROWID;

CREATE VIEW skipped_cases AS
SELECT k.run_id          AS run_id,
       s.name            AS scenario,
       c.key             AS case_key,
       c.container       AS container,
       c.locale          AS locale,
       c.size_category   AS size_category,
       c.string_set      AS string_set,
       k.passed_run_id   AS passed_run_id,
       i.digest          AS digest
  FROM run_skips k
  JOIN cases c     ON c.id = k.case_id
  JOIN scenarios s ON s.id = c.scenario_id
  LEFT JOIN case_inputs i ON i.case_id = k.case_id AND i.run_id = k.passed_run_id
 ORDER BY k.run_id DESC, s.name, c.key;

CREATE TABLE finding_sets (
    id       INTEGER PRIMARY KEY,
    findings TEXT    NOT NULL UNIQUE
) STRICT;

ALTER TABLE result_details ADD COLUMN findings_set INTEGER REFERENCES finding_sets(id);

DROP VIEW run_summary;

CREATE VIEW run_summary AS
SELECT r.id, r.started_at, r.ended_at, r.git_commit, r.host, r.engine_version, r.scope, r.filter,
       r.total, r.passed, r.failed, r.new, r.errored, r.duration_ms,
       (SELECT count(*)
          FROM result_details d
          LEFT JOIN finding_sets fs ON fs.id = d.findings_set,
               json_each(coalesce(d.findings, fs.findings)) f
         WHERE d.run_id = r.id AND coalesce(d.findings, fs.findings) IS NOT NULL)   AS findings,
       (SELECT count(*)
          FROM result_details d
          LEFT JOIN finding_sets fs ON fs.id = d.findings_set,
               json_each(coalesce(d.findings, fs.findings)) f
         WHERE d.run_id = r.id AND coalesce(d.findings, fs.findings) IS NOT NULL
           AND json_extract(f.value, '$.approved') = 0)                           AS new_findings
  FROM runs r
 ORDER BY r.id;

DROP VIEW latest_findings;

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
  JOIN scenarios s ON s.id = c.scenario_id
  LEFT JOIN finding_sets fs ON fs.id = d.findings_set,
       json_each(coalesce(d.findings, fs.findings)) f
 WHERE d.run_id = (SELECT max(id) FROM runs)
   AND coalesce(d.findings, fs.findings) IS NOT NULL
 ORDER BY s.name, c.key, CAST(f.key AS INTEGER);
