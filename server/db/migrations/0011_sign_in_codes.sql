-- Signing in without a password: a short code mailed to the address, the only proof that the person reads that
-- mailbox. One live code per player (a new request replaces it), stored as a hash, single use, short-lived, and
-- a few wrong tries end it.
CREATE TABLE sign_in_codes (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  failed_tries integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- An anonymous chain of runs is claimed only with the secret its first run's end handed the browser that played
-- it; only the secret's hash is kept. Chains started before this have none and cannot be claimed anonymously.
ALTER TABLE accumulators ADD COLUMN secret_hash text;
