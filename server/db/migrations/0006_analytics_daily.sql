-- First-party analytics (docs/decisions.md "Cookie consent"): one counter per UTC day, event type and game, and
-- nothing else. No address, no user id, no cookie, no path, no time of day: a row cannot lead back to a visitor.
-- game is '' for events that concern no game (primary-key columns cannot be NULL).
CREATE TABLE analytics_daily (
  day date NOT NULL,
  event text NOT NULL CHECK (event IN ('page_view', 'game_start', 'game_end', 'save', 'share')),
  game text NOT NULL DEFAULT '' CHECK (game IN ('', 'mouse', 'headset', 'keyboard')),
  count bigint NOT NULL CHECK (count >= 0),
  PRIMARY KEY (day, event, game)
);
