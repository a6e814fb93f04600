-- Accounts, sessions, runs and boards (issue: the API).

CREATE TABLE users (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  -- Trimmed and lower-cased: the uniqueness that people mean by "the same e-mail".
  email_normalized text NOT NULL UNIQUE,
  first_name text NOT NULL,
  last_name text,
  birth_date date,
  title text,
  country text,
  segment text,
  nickname text,
  avatar text,
  avatar_url text,
  phone text,
  zip_code text,
  age integer,
  opt_in_legal boolean NOT NULL DEFAULT false,
  opt_in_commercial boolean NOT NULL DEFAULT false,
  public_slug text NOT NULL UNIQUE,
  password_hash text,
  locale text NOT NULL DEFAULT 'en',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Bearer tokens are stored as SHA-256 hashes: a leaked table gives no usable token.
CREATE TABLE auth_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- 'full' (password or e-mailed link) may read and change personal data; 'play' (passwordless) may not.
  scope text NOT NULL CHECK (scope IN ('full', 'play')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX auth_tokens_user ON auth_tokens (user_id);

CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- One row per run; the score is the one the server verified, never the client's claim.
CREATE TABLE games (
  uuid uuid PRIMARY KEY,
  game_type text NOT NULL CHECK (game_type IN ('mouse', 'headset', 'keyboard')),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz,
  score integer,
  claimed_score integer,
  duration_ms integer,
  previous_game uuid REFERENCES games (uuid) ON DELETE SET NULL,
  accumulator_uuid uuid,
  verification text CHECK (verification IN ('replay', 'plausibility')),
  -- Chosen by the server at start, so nobody can pick a lucky run.
  seed bigint NOT NULL,
  game_data jsonb
);
CREATE INDEX games_accumulator ON games (accumulator_uuid);
CREATE INDEX games_user ON games (user_id);

-- The chain of a visitor's three runs and its total.
CREATE TABLE accumulators (
  uuid uuid PRIMARY KEY,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  total integer NOT NULL DEFAULT 0,
  games integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Each board's version increases on every write to it, under a row lock, so versions become visible in
-- order and every API process can catch up from the last version it has seen.
CREATE TABLE boards (
  id text PRIMARY KEY,
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO boards (id) VALUES ('total'), ('mouse'), ('headset'), ('keyboard'), ('total-DE');

-- A user's best on a board. score NULL is a tombstone (erased account): caches see the removal as a write.
CREATE TABLE board_entries (
  board text NOT NULL REFERENCES boards (id),
  user_id uuid NOT NULL,
  score integer,
  name text,
  version bigint NOT NULL,
  achieved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (board, user_id)
);
CREATE INDEX board_entries_version ON board_entries (board, version);

-- Fixed-window counters shared by every API process.
CREATE TABLE rate_limits (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (key, window_start)
);

-- Proof-of-work captcha challenges are single-use.
CREATE TABLE captcha_uses (
  challenge text PRIMARY KEY,
  used_at timestamptz NOT NULL DEFAULT now()
);
