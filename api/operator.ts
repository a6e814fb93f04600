import { z } from 'zod';
import { GameType, Review, Verification } from './games.ts';

/**
 * What operators read (GET operator/runs/{id}, with the OPERATOR_TOKEN): a stored run with everything its replay
 * needs, the seed above all, which the public record (GET games/{id}) keeps to itself. The replay viewer
 * (/{locale}/replay/{id}) plays it through the game's own systems and scene.
 */

/** The measures of a run's inputs and why they look programmed (server/games/verify-run.ts's InputReview). */
export const ReviewMeasures = z.object({
  measures: z.record(z.string(), z.number().nullable()),
  suspicions: z.array(z.string()),
});

export const OperatorRun = z.object({
  success: z.literal(true),
  uuid: z.uuid(),
  game_type: GameType,
  /** The seed the server chose at start: the replay is played from it. */
  seed: z.number().int().nonnegative(),
  /** The verified score (what the replay yields); null until the run ends or when it was refused. */
  score: z.number().int().nullable(),
  /** What the client said it scored. */
  claimed_score: z.number().int().nullable(),
  duration: z.number().int().nullable(),
  ended: z.boolean(),
  started_at: z.string(),
  ended_at: z.string().nullable(),
  user_id: z.uuid().nullable(),
  verification: Verification.nullable(),
  review: Review.nullable(),
  review_measures: ReviewMeasures.nullable(),
  game_data: z.record(z.string(), z.unknown()).nullable(),
});
export type OperatorRun = z.infer<typeof OperatorRun>;
