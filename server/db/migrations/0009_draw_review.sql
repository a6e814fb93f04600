-- The draw in five steps (docs/decisions.md, "The prize draw"): commit, seal, run, review, publish.
-- Seal: after the window closes the entries (and the share entries) are snapshot and their hashes stored and
-- published while the seed is still secret; run then reveals the seed and draws provisional winners and reserves.
ALTER TABLE draws ADD COLUMN sealed_at timestamptz;
ALTER TABLE draws ADD COLUMN rules jsonb;
ALTER TABLE draws ADD COLUMN share_hash text;
ALTER TABLE draws ADD COLUMN share_entries_count integer;
ALTER TABLE draws ADD COLUMN share_entries jsonb;
ALTER TABLE draws ADD COLUMN published_at timestamptz;
-- The standings when published: every winner cleared by an operator.
ALTER TABLE draws ADD COLUMN awarded jsonb;

-- Each operator's step on a provisional winner or reserve: who, when, why, and the runs they watched.
-- One decision per player and basis ('entry': their three runs; 'share': their share entry), final.
CREATE TABLE draw_decisions (
  user_id uuid NOT NULL,
  basis text NOT NULL CHECK (basis IN ('entry', 'share')),
  decision text NOT NULL CHECK (decision IN ('cleared', 'rejected')),
  reason text NOT NULL,
  operator text NOT NULL,
  runs jsonb NOT NULL DEFAULT '[]',
  decided_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, basis)
);

-- Players an operator excluded from the draw, with the reason (no foreign key: the record outlives an erasure).
CREATE TABLE draw_exclusions (
  user_id uuid PRIMARY KEY,
  reason text NOT NULL,
  operator text NOT NULL,
  excluded_at timestamptz NOT NULL DEFAULT now()
);

-- Which operator opened which run in the replay viewer: an entry is cleared only by one who watched its runs.
CREATE TABLE operator_run_views (
  run_uuid uuid NOT NULL,
  operator text NOT NULL,
  viewed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (run_uuid, operator)
);
