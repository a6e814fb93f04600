-- The prize draw (npm run draw). One draw per competition: committed before the window opens (the seed kept here,
-- its SHA-256 published), run once after it closes. The record keeps the entries it drew from, so the seed and the
-- entries recompute the winners (npm run draw -- verify).
CREATE TABLE draws (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  -- 32 random bytes, hex; secret until drawn_at is set.
  seed text NOT NULL,
  seed_hash text NOT NULL,
  -- The window the commitment was made for: the draw runs for that window or not at all.
  window_start text NOT NULL,
  window_end text NOT NULL,
  time_zone text NOT NULL,
  board_hash text,
  entries_count integer,
  entries jsonb,
  winners jsonb,
  -- What GET /prizes/winners shows: masked e-mails per tier, board names of the leaderboard places.
  published jsonb,
  drawn_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
