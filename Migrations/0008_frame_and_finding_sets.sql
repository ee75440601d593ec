-- layoutreg store, schema version 8: each distinct frames and findings text of baselines
-- stored once.
--
-- A baseline's frames (the canonical JSON array of version 2) are often the same as another
-- case's: a string set or locale that changes no text, a device of the same width, a size
-- category the screen does not grow in. The shipped fixtures' 4,356 baselines have 3,027
-- distinct frames texts, 7.5 of their 15.7 MB; a generated 100,800-case matrix has 2,153.
-- Each text is now stored once, as git stores a blob once, and a baseline points at it:
--
--   frame_sets          Each distinct frames text (frames), with its SHA-256 (digest, 32
--                       bytes; hex(digest) in the sqlite3 shell): what a record looks a text
--                       up by, without an index over the texts themselves.
--   baselines.frame_set The id of the baseline's frames in frame_sets; baselines.frames is
--                       gone.
--
-- Findings repeat even more (a generated matrix's 100,800 baselines have 796 distinct
-- findings texts, 10.9 MB of them), so baselines point at finding_sets (version 7) as
-- results do:
--
--   baselines.findings_set
--                       The id of the baseline's findings in finding_sets, NULL for none;
--                       baselines.findings is gone.
--
-- Every baseline keeps its id, case, approval and supersession.
--
-- layoutreg_sha256(text) is a function layoutreg's connections define; this file runs only
-- in layoutreg, which is the only program that migrates its databases.
--
-- current_baselines, baseline_frames and approved_findings read the texts from there, so
-- they show what they showed; flaky_cases is recreated unchanged (SQLite refuses to rename
-- a table while views name the one it replaces).
--
-- The old texts' pages stay in the file as free pages, which later writes reuse;
-- `layoutreg prune` gives them back to the disk (VACUUM cannot run inside a migration).
--
-- Like every migration, this file runs in one transaction with its schema_migrations row.

DROP VIEW current_baselines;
DROP VIEW baseline_frames;
DROP VIEW approved_findings;
DROP VIEW flaky_cases;

CREATE TABLE frame_sets (
    id     INTEGER PRIMARY KEY,
    digest BLOB    NOT NULL UNIQUE CHECK (length(digest) = 32),  -- SHA-256 of frames' UTF-8
    frames TEXT    NOT NULL
) STRICT;

-- In the order the texts were first approved, so that ids follow the history.
INSERT INTO frame_sets(digest, frames)
SELECT layoutreg_sha256(frames), frames FROM baselines GROUP BY frames ORDER BY min(id);

-- Runs may have stored some of these texts already.
INSERT OR IGNORE INTO finding_sets(findings)
SELECT findings FROM baselines WHERE findings IS NOT NULL GROUP BY findings ORDER BY min(id);

CREATE TABLE baselines_v8 (
    id            INTEGER PRIMARY KEY,
    case_id       INTEGER NOT NULL REFERENCES cases(id),
    approval_id   INTEGER NOT NULL REFERENCES approvals(id),
    superseded_by INTEGER REFERENCES approvals(id),
    frame_set     INTEGER NOT NULL REFERENCES frame_sets(id),
    findings_set  INTEGER REFERENCES finding_sets(id),
    CHECK (superseded_by IS NULL OR superseded_by > approval_id)
) STRICT;

INSERT INTO baselines_v8(id, case_id, approval_id, superseded_by, frame_set, findings_set)
SELECT b.id, b.case_id, b.approval_id, b.superseded_by, fs.id, fi.id
  FROM baselines b
  JOIN frame_sets fs        ON fs.digest = layoutreg_sha256(b.frames)
  LEFT JOIN finding_sets fi ON fi.findings = b.findings;

DROP TABLE baselines;
ALTER TABLE baselines_v8 RENAME TO baselines;

CREATE UNIQUE INDEX baselines_current ON baselines(case_id) WHERE superseded_by IS NULL;
CREATE INDEX baselines_by_case ON baselines(case_id, id);

CREATE VIEW current_baselines AS
SELECT s.name           AS scenario,
       c.key            AS case_key,
       fs.frames        AS frames,
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
  JOIN frame_sets fs ON fs.id = b.frame_set
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
       json_extract(f.value, '$.truncated') AS truncated,
       c.container                          AS container,
       c.locale                             AS locale,
       c.size_category                      AS size_category,
       c.string_set                         AS string_set
  FROM baselines b
  JOIN cases c     ON c.id = b.case_id
  JOIN scenarios s ON s.id = c.scenario_id
  JOIN frame_sets fs ON fs.id = b.frame_set,
       json_each(fs.frames) f
 WHERE b.superseded_by IS NULL
 ORDER BY s.name, c.key, view_index;

CREATE VIEW approved_findings AS
SELECT s.name                                   AS scenario,
       c.key                                    AS case_key,
       json_extract(f.value, '$.kind')          AS kind,
       json_extract(f.value, '$.path')          AS path,
       json_extract(f.value, '$.id')            AS view_id,
       json_extract(f.value, '$.detail')        AS detail
  FROM baselines b
  JOIN cases c     ON c.id = b.case_id
  JOIN scenarios s ON s.id = c.scenario_id
  JOIN finding_sets fi ON fi.id = b.findings_set,
       json_each(fi.findings) f
 WHERE b.superseded_by IS NULL
 ORDER BY s.name, c.key, CAST(f.key AS INTEGER);

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
