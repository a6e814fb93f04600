-- The validation mail's link confirms that the player reads the mailbox at their address. Its token confirms the
-- address and nothing else: it logs nobody in and sets no password (those stay with password_resets).
ALTER TABLE users ADD COLUMN email_validated_at timestamptz;

CREATE TABLE email_validations (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX email_validations_user ON email_validations (user_id);
