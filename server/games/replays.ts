import { replayMouseRun } from '../../systems/mouse/replay.ts';
import { registerReplay } from './verify-run.ts';

/**
 * Registers every game's replay with the verifier, so a run's score is what the same systems yield from its
 * recorded commands. Imported once by the app; a game not listed here is checked by plausibility limits only.
 * A replay that throws (malformed or forged game data) makes verifyRun refuse the run with the error's message.
 */
registerReplay('mouse', (gameData, seed) => {
  const { score, durationMs } = replayMouseRun(gameData, seed);
  return { score, durationMs };
});
