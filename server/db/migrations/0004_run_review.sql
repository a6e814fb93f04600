-- Runs whose inputs look programmed (a perfect bot) keep their score but stay off the boards and the prize path
-- until an operator clears them (npm run review-runs). NULL: not flagged; 'rejected': the operator refused it.
ALTER TABLE games ADD COLUMN review text CHECK (review IN ('flagged', 'cleared', 'rejected'));
-- The input measures the judgement was made on, and why the run was flagged.
ALTER TABLE games ADD COLUMN review_measures jsonb;
CREATE INDEX games_review ON games (review) WHERE review = 'flagged';
