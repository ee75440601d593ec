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
