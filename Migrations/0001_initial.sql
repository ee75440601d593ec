-- layoutreg store, schema version 1: scenarios, cases, baselines, runs, results.
--
-- Migrations are append-only: never edit this file once it has shipped, add
-- NNNN_name.sql instead. Each file runs in ONE transaction together with its
-- schema_migrations row, so it must not contain BEGIN, COMMIT or ROLLBACK.
-- After changing Migrations/, run scripts/embed-migrations.py: the binary carries
-- its own copy in Sources/LayoutStore/EmbeddedMigrations.swift.
--
-- Views for users of the sqlite3 shell (each ordered by explicit keys):
--
--   run_summary        One row per recorded run, oldest first: id, started_at,
--                      ended_at, git_commit, host, engine_version, scope
--                      ('full' | 'filtered' | 'shard'), filter, total, passed,
--                      failed, new, errored, duration_ms.
--                        SELECT * FROM run_summary ORDER BY id DESC LIMIT 10;
--
--   case_history       One row per case per run, newest run first: run_id,
--                      started_at, git_commit, scenario, case_key, container,
--                      locale, size_category, string_set, status ('pass',
--                      'fail', 'new', 'error'), max_delta in points (NULL when
--                      nothing was compared: new and erroring cases).
--                        SELECT run_id, status, max_delta FROM case_history
--                         WHERE case_key = 'iPhone16/de/accessibility2/base';
--
--   latest_failures    Failing and erroring cases of the most recent run (the
--                      highest run id): run_id, scenario, case_key, container,
--                      locale, size_category, string_set, status, max_delta,
--                      diff (per-view differences, JSON), error_message.
--
--   current_baselines  The approved frames of every case, with provenance:
--                      scenario, case_key, frames (JSON), recorded_at,
--                      recorded_by, git_commit, engine_version, font_hashes,
--                      note.
--
--   baseline_frames    current_baselines expanded with json_each, one row per
--                      view: scenario, case_key, view_index, path, x, y, width,
--                      height, lines, truncated.
--
-- Storage conventions, chosen so that a passing case costs a few bytes per run:
--   * results.status is a small integer, named in result_statuses
--     (0 pass, 1 fail, 2 new, 3 error); 0 is stored in zero bytes.
--   * results.max_delta is an integer in thousandths of a point (0 for an exact
--     match, also zero bytes; NULL when nothing was compared).
--   * per-view differences and error messages live in result_details, only for
--     the cases that have them.
--   * cases are never deleted (results keep pointing at them), so results needs
--     no index on case_id.

CREATE TABLE scenarios (
    id              INTEGER PRIMARY KEY,
    name            TEXT    NOT NULL UNIQUE,
    definition_hash TEXT    NOT NULL,
    source_path     TEXT                        -- scenario file, relative to the repository
) STRICT;

-- One row per expanded case (container x locale x size category x string set).
CREATE TABLE cases (
    id            INTEGER PRIMARY KEY,
    scenario_id   INTEGER NOT NULL REFERENCES scenarios(id),
    key           TEXT    NOT NULL,             -- e.g. 'iPhone16/de/accessibility2/base'
    container     TEXT    NOT NULL,
    locale        TEXT    NOT NULL,
    size_category TEXT    NOT NULL,
    string_set    TEXT    NOT NULL,
    UNIQUE (scenario_id, key)
) STRICT;

-- One row per `layoutreg record` that changed something: the provenance shared by
-- every baseline it wrote or retired.
CREATE TABLE approvals (
    id             INTEGER PRIMARY KEY,
    recorded_at    TEXT    NOT NULL,            -- ISO-8601, given by the caller
    recorded_by    TEXT    NOT NULL,
    git_commit     TEXT,
    engine_version TEXT    NOT NULL,
    font_hashes    TEXT    NOT NULL,
    note           TEXT
) STRICT;

-- Every baseline ever approved. The current one of a case has superseded_by NULL;
-- a later approval that replaces or deletes it sets superseded_by to its own id.
CREATE TABLE baselines (
    id            INTEGER PRIMARY KEY,
    case_id       INTEGER NOT NULL REFERENCES cases(id),
    approval_id   INTEGER NOT NULL REFERENCES approvals(id),
    superseded_by INTEGER REFERENCES approvals(id),
    -- Canonical JSON array of {"path","x","y","width","height"[,"lines","truncated"]}.
    frames        TEXT    NOT NULL CHECK (json_valid(frames) AND json_type(frames) = 'array'),
    CHECK (superseded_by IS NULL OR superseded_by > approval_id)
) STRICT;

CREATE UNIQUE INDEX baselines_current ON baselines(case_id) WHERE superseded_by IS NULL;
CREATE INDEX baselines_by_case ON baselines(case_id, id);

CREATE TABLE result_statuses (
    code INTEGER PRIMARY KEY,
    name TEXT    NOT NULL UNIQUE
) STRICT;

INSERT INTO result_statuses(code, name) VALUES (0, 'pass'), (1, 'fail'), (2, 'new'), (3, 'error');

-- One row per finished run; the counts are computed by the store from the results.
CREATE TABLE runs (
    id             INTEGER PRIMARY KEY,
    started_at     TEXT    NOT NULL,            -- ISO-8601, given by the caller
    ended_at       TEXT    NOT NULL,
    git_commit     TEXT,
    host           TEXT    NOT NULL,
    engine_version TEXT    NOT NULL,
    font_hashes    TEXT    NOT NULL,
    scope          TEXT    NOT NULL CHECK (scope IN ('full', 'filtered', 'shard')),
    filter         TEXT,                        -- the filter or shard given to the run
    duration_ms    INTEGER NOT NULL CHECK (duration_ms >= 0),
    total          INTEGER NOT NULL,
    passed         INTEGER NOT NULL,
    failed         INTEGER NOT NULL,
    new            INTEGER NOT NULL,
    errored        INTEGER NOT NULL,
    CHECK (total = passed + failed + new + errored)
) STRICT;

-- One row per case per run. WITHOUT ROWID and keyed (run_id, case_id): a passing
-- case costs about a dozen bytes.
CREATE TABLE results (
    run_id    INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    case_id   INTEGER NOT NULL REFERENCES cases(id),
    status    INTEGER NOT NULL CHECK (status BETWEEN 0 AND 3),  -- result_statuses.code
    max_delta INTEGER CHECK (max_delta >= 0),                   -- thousandths of a point
    PRIMARY KEY (run_id, case_id)
) STRICT, WITHOUT ROWID;

-- Only for the results that have something to say (failures, errors).
CREATE TABLE result_details (
    run_id        INTEGER NOT NULL,
    case_id       INTEGER NOT NULL,
    diff          TEXT,                         -- per-view differences, JSON given by the caller
    error_message TEXT,
    PRIMARY KEY (run_id, case_id),
    FOREIGN KEY (run_id, case_id) REFERENCES results(run_id, case_id) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;

-- Per-scenario counts of each run, so that a scenario's history needs no scan of results.
CREATE TABLE run_scenarios (
    run_id      INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    scenario_id INTEGER NOT NULL REFERENCES scenarios(id),
    total       INTEGER NOT NULL,
    passed      INTEGER NOT NULL,
    failed      INTEGER NOT NULL,
    new         INTEGER NOT NULL,
    errored     INTEGER NOT NULL,
    PRIMARY KEY (run_id, scenario_id)
) STRICT, WITHOUT ROWID;

CREATE INDEX run_scenarios_by_scenario ON run_scenarios(scenario_id, run_id);

CREATE VIEW run_summary AS
SELECT id, started_at, ended_at, git_commit, host, engine_version, scope, filter,
       total, passed, failed, new, errored, duration_ms
  FROM runs
 ORDER BY id;

CREATE VIEW case_history AS
SELECT r.id                    AS run_id,
       r.started_at            AS started_at,
       r.git_commit            AS git_commit,
       s.name                  AS scenario,
       c.key                   AS case_key,
       c.container             AS container,
       c.locale                AS locale,
       c.size_category         AS size_category,
       c.string_set            AS string_set,
       st.name                 AS status,
       res.max_delta / 1000.0  AS max_delta
  FROM results res
  JOIN runs r             ON r.id = res.run_id
  JOIN cases c            ON c.id = res.case_id
  JOIN scenarios s        ON s.id = c.scenario_id
  JOIN result_statuses st ON st.code = res.status
 ORDER BY r.id DESC, s.name, c.key;

CREATE VIEW latest_failures AS
SELECT res.run_id              AS run_id,
       s.name                  AS scenario,
       c.key                   AS case_key,
       c.container             AS container,
       c.locale                AS locale,
       c.size_category         AS size_category,
       c.string_set            AS string_set,
       st.name                 AS status,
       res.max_delta / 1000.0  AS max_delta,
       d.diff                  AS diff,
       d.error_message         AS error_message
  FROM results res
  JOIN cases c                ON c.id = res.case_id
  JOIN scenarios s            ON s.id = c.scenario_id
  JOIN result_statuses st     ON st.code = res.status
  LEFT JOIN result_details d  ON d.run_id = res.run_id AND d.case_id = res.case_id
 WHERE res.run_id = (SELECT max(id) FROM runs)
   AND res.status IN (1, 3)
 ORDER BY s.name, c.key;

CREATE VIEW current_baselines AS
SELECT s.name           AS scenario,
       c.key            AS case_key,
       b.frames         AS frames,
       a.recorded_at    AS recorded_at,
       a.recorded_by    AS recorded_by,
       a.git_commit     AS git_commit,
       a.engine_version AS engine_version,
       a.font_hashes    AS font_hashes,
       a.note           AS note
  FROM baselines b
  JOIN cases c     ON c.id = b.case_id
  JOIN scenarios s ON s.id = c.scenario_id
  JOIN approvals a ON a.id = b.approval_id
 WHERE b.superseded_by IS NULL
 ORDER BY s.name, c.key;

CREATE VIEW baseline_frames AS
SELECT s.name                               AS scenario,
       c.key                                AS case_key,
       CAST(f.key AS INTEGER)               AS view_index,
       json_extract(f.value, '$.path')      AS path,
       json_extract(f.value, '$.x')         AS x,
       json_extract(f.value, '$.y')         AS y,
       json_extract(f.value, '$.width')     AS width,
       json_extract(f.value, '$.height')    AS height,
       json_extract(f.value, '$.lines')     AS lines,
       json_extract(f.value, '$.truncated') AS truncated
  FROM baselines b
  JOIN cases c     ON c.id = b.case_id
  JOIN scenarios s ON s.id = c.scenario_id,
       json_each(b.frames) f
 WHERE b.superseded_by IS NULL
 ORDER BY s.name, c.key, view_index;
