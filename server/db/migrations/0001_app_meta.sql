-- Facts about this installation that every API process shares (e.g. when the database was first set up).
CREATE TABLE app_meta (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO app_meta (key, value) VALUES ('installed_at', now()::text);
