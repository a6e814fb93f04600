-- Entries meet the rules (issue 39). The country seen (the proxy's header or the geolocation service) when a run
-- was saved to an account, by ending it signed in or by claiming its chain: the draw excludes a player when the
-- declared country or any country seen is excluded. Null: nothing told, or saved before this column.
ALTER TABLE games ADD COLUMN seen_country text;
CREATE INDEX games_user_seen_country ON games (user_id) WHERE seen_country IS NOT NULL;

-- The share prize's entries: one per player, the first share kept (spec §1/§9: the wallet-code draw among players
-- who shared their score during the competition). Erasing the account erases the entry.
CREATE TABLE share_entries (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  first_shared_at timestamptz NOT NULL DEFAULT now(),
  network text NOT NULL,
  seen_country text,
  locale text NOT NULL
);
