-- layoutreg store, schema version 6: run labels, shard positions, and the runs that
-- `layoutreg merge` brought in from other databases.
--
-- A CI run is split into shards on several machines, each with its own database; `merge`
-- puts them back together as one run and appends whole runs to a history database that
-- CI keeps between pipelines. For that a run needs:
--   * label        the name of the whole run its shard belongs to: `run --run-label`, else
--                  the commit. The shards of one run share it.
--   * uid          unique across databases (random, set by the store), so that a run
--                  merged twice is recognised and added once.
--   * shard_index, shard_count
--                  I and N of `run --shard I/N`; a merged run of shards has shard_count N
--                  and no shard_index, and is full once every I from 1 to N is in it.
--
-- run_sources lists the runs of other databases merged into each run here, by their uid
-- (for a shard, with its index): merging a database again finds them and adds nothing.
--
-- run_scenarios.definition_hash is the scenario's definition when the run laid it out
-- (NULL for runs recorded before this version): a case that passes and fails on one
-- definition is flaky, one that changes with its definition is not.
--
-- Views, for users of the sqlite3 shell:
--
--   baseline_frames    as before, with the case's axes as columns at the end:
--                      container, locale, size_category, string_set.
--
--   flaky_cases        Cases whose status flipped between pass and fail in consecutive
--                      runs on one scenario definition and one engine version (new and
--                      erroring results are not flips; a flip across an approval recorded
--                      in this database is not one either): scenario, case_key, container,
--                      locale, size_category, string_set, definition_hash, engine_version,
--                      flips, first_run, last_run. A baseline re-approved on another
--                      machine (a committed baseline file) can show as one flip; a flaky
--                      case flips again and again.
--                        SELECT * FROM flaky_cases WHERE flips >= 2;
--
-- Like every migration, this file runs in one transaction with its schema_migrations row.

ALTER TABLE runs ADD COLUMN label TEXT;
ALTER TABLE runs ADD COLUMN uid TEXT;
ALTER TABLE runs ADD COLUMN shard_index INTEGER CHECK (shard_index >= 1);
ALTER TABLE runs ADD COLUMN shard_count INTEGER CHECK (shard_count >= 1);

UPDATE runs SET uid = lower(hex(randomblob(16)));

CREATE UNIQUE INDEX runs_by_uid ON runs(uid);
CREATE INDEX runs_by_label ON runs(label);

CREATE TABLE run_sources (
    uid         TEXT    PRIMARY KEY,            -- runs.uid in the database it came from
    run_id      INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    shard_index INTEGER                         -- I of the shard, NULL for a whole run
) STRICT, WITHOUT ROWID;

CREATE INDEX run_sources_by_run ON run_sources(run_id);

ALTER TABLE run_scenarios ADD COLUMN definition_hash TEXT;

DROP VIEW baseline_frames;

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
       json_extract(f.value, '$.truncated') AS truncated,
       c.container                          AS container,
       c.locale                             AS locale,
       c.size_category                      AS size_category,
       c.string_set                         AS string_set
  FROM baselines b
  JOIN cases c     ON c.id = b.case_id
  JOIN scenarios s ON s.id = c.scenario_id,
       json_each(b.frames) f
 WHERE b.superseded_by IS NULL
 ORDER BY s.name, c.key, view_index;

CREATE VIEW flaky_cases AS
WITH compared AS (
    SELECT res.case_id, res.run_id, res.status, r.started_at, r.engine_version, rs.definition_hash,
           lag(res.status)     OVER w AS previous_status,
           lag(res.run_id)     OVER w AS previous_run,
           lag(r.started_at)   OVER w AS previous_started_at
      FROM results res
      JOIN runs r           ON r.id = res.run_id
      JOIN cases c          ON c.id = res.case_id
      JOIN run_scenarios rs ON rs.run_id = res.run_id AND rs.scenario_id = c.scenario_id
     WHERE res.status IN (0, 1) AND rs.definition_hash IS NOT NULL
    WINDOW w AS (PARTITION BY res.case_id, rs.definition_hash, r.engine_version ORDER BY res.run_id)
)
SELECT s.name               AS scenario,
       c.key                AS case_key,
       c.container          AS container,
       c.locale             AS locale,
       c.size_category      AS size_category,
       c.string_set         AS string_set,
       f.definition_hash    AS definition_hash,
       f.engine_version     AS engine_version,
       count(*)             AS flips,
       min(f.previous_run)  AS first_run,
       max(f.run_id)        AS last_run
  FROM compared f
  JOIN cases c     ON c.id = f.case_id
  JOIN scenarios s ON s.id = c.scenario_id
 WHERE f.previous_status IS NOT NULL AND f.previous_status <> f.status
   AND NOT EXISTS (SELECT 1 FROM baselines b JOIN approvals a ON a.id = b.approval_id
                    WHERE b.case_id = f.case_id
                      AND a.recorded_at > f.previous_started_at AND a.recorded_at <= f.started_at)
 GROUP BY f.case_id, f.definition_hash, f.engine_version
 ORDER BY flips DESC, s.name, c.key;
