-- What a run's replay measured besides its score (finds, ratings, time on the path): the final score screen's
-- skills are drawn from these server-verified figures, never from what the browser reports.
ALTER TABLE games ADD COLUMN stats jsonb;
