import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import './replays.ts';
import { replayFor, verifyRun } from './verify-run.ts';
import { calibrationSeed, playBotRun } from '../../systems/mouse/bots.ts';
import { humanLikeSeed, playHumanLikeRun, playPerfectRun } from '../../systems/mouse/synthetic-players.ts';
import { decideFlaggedRun, listFlaggedRuns } from './review.ts';
import { replayMouseRun } from '../../systems/mouse/replay.ts';
import { firstCheckpointMismatch, type WorldCheckpoint } from '../../systems/world-hash.ts';
import { createTestApp } from '../../test/server-harness.ts';
import { apiClient, expectJsonError } from '../../test/api-client.ts';

interface Golden {
  level: string;
  seed: number;
  score: number;
  durationMs: number;
  checkpointSteps: number;
  checkpoints: WorldCheckpoint[];
  gameData: Record<string, unknown> & { commands: unknown[][] };
}

const golden = (level: string): Golden =>
  JSON.parse(
    readFileSync(new URL(`../../test/fixtures/mouse-golden/${level}.json`, import.meta.url), 'utf8'),
  );

describe('the server verifies Circuit Shutdown runs by replaying them', () => {
  it('registers the mouse replay, which yields the golden runs’ exact score and duration', () => {
    const replay = replayFor('mouse');
    expect(replay).toBeDefined();
    for (const level of ['novice', 'average', 'strong']) {
      const g = golden(level);
      expect(replay!(g.gameData, g.seed)).toMatchObject({ score: g.score, durationMs: g.durationMs });
    }
  });

  it('reaches, in this server process, the same world state as the golden runs at every checkpoint', () => {
    for (const level of ['novice', 'average', 'strong']) {
      const g = golden(level);
      const { checkpoints } = replayMouseRun(g.gameData, g.seed, { checkpoints: g.checkpointSteps });
      const mismatch = firstCheckpointMismatch(g.checkpoints, checkpoints);
      expect(mismatch, `${level}: first differing checkpoint at step ${mismatch?.tick}`).toBeNull();
    }
  });

  it('accepts a golden run as replayed, and refuses a tampered score or replay with a clear reason', () => {
    const g = golden('average');
    const elapsed = g.durationMs + 2000;
    expect(
      verifyRun('mouse', { score: g.score, durationMs: g.durationMs, gameData: g.gameData }, g.seed, elapsed),
    ).toMatchObject({
      ok: true,
      score: g.score,
      durationMs: g.durationMs,
      verification: 'replay',
      // The score bots' hand follows its drifting aim every step: their inputs are judged as programmed.
      inputs: { suspicions: ['the hand is never at rest'] },
    });
    expect(
      verifyRun(
        'mouse',
        { score: g.score + 500, durationMs: g.durationMs, gameData: g.gameData },
        g.seed,
        elapsed,
      ),
    ).toEqual({
      ok: false,
      reason: 'score_mismatch',
      detail: `the replay scores ${g.score}, not ${g.score + 500}`,
    });

    // The same commands from another run's seed: another path, another score.
    expect(
      verifyRun(
        'mouse',
        { score: g.score, durationMs: g.durationMs, gameData: g.gameData },
        g.seed + 1,
        elapsed,
      ),
    ).toEqual({
      ok: false,
      reason: 'replay_invalid',
      detail: `the replay is not valid: recorded with seed ${g.seed}, not this run's seed`,
    });

    // A forged steering command halfway through changes what the run scores.
    const commands = g.gameData.commands.map((c) => [...c]);
    const half = Math.floor(commands.length / 2);
    for (let i = half; i < half + 40; i++) if (commands[i]!.length === 2) commands[i]![1] = 80;
    const forged = verifyRun(
      'mouse',
      { score: g.score, durationMs: g.durationMs, gameData: { ...g.gameData, commands } },
      g.seed,
      elapsed,
    );
    expect(forged.ok).toBe(false);
    expect(!forged.ok && forged.detail).toMatch(
      /^the replay (scores \d+, not \d+|is not valid: the run ended at step \d+)/,
    );

    expect(
      verifyRun(
        'mouse',
        { score: g.score, durationMs: g.durationMs, gameData: { ...g.gameData, rulesVersion: 99 } },
        g.seed,
        elapsed,
      ),
    ).toEqual({
      ok: false,
      reason: 'replay_invalid',
      detail: 'the replay is not valid: recorded under rules version 99, but this server plays version 1',
    });
    expect(
      verifyRun('mouse', { score: 10, durationMs: 60_000, gameData: { commands: [] } }, 1, 61_000),
    ).toMatchObject({
      ok: false,
      reason: 'replay_invalid',
      detail: expect.stringMatching(/^the replay is not valid: rulesVersion: /),
    });
  });
});

describe('POST games/end for the mouse game', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    harness = await createTestApp('pglite');
    api = apiClient(harness.app, harness.database.db);
  });
  afterAll(async () => harness?.close());

  /** Starts a run, plays it with a bot from the server's seed, and backdates the start by its duration. */
  async function playedRun() {
    const start = (await api.post('games/start', { game_type: 'mouse' })).json() as {
      uuid: string;
      seed: number;
    };
    const run = playBotRun('novice', start.seed, 60);
    await harness.database.db.query(
      `UPDATE games SET started_at = now() - make_interval(secs => $2) WHERE uuid = $1`,
      [start.uuid, run.durationMs / 1000 + 1],
    );
    return { uuid: start.uuid, run };
  }

  it('stores the replayed score of an honest run', async () => {
    const { uuid, run } = await playedRun();
    const end = await api.post('games/end', {
      uuid,
      score: run.score,
      duration: run.durationMs,
      game_data: run.recording,
    });
    expect(end.statusCode, end.body).toBe(200);
    expect(end.json()).toMatchObject({ success: true, score: run.score, verification: 'replay' });
    const { on_path_share, distance } = end.json().stats;
    expect(on_path_share).toBeGreaterThan(0);
    expect(on_path_share).toBeLessThanOrEqual(1);
    expect(distance).toBeGreaterThan(0);
    // The bot's run ends with its gauge spent.
    expect(end.json().stats.ended_by).toBe('overheated');
    expect((await api.get(`games/${uuid}`)).json().stats).toEqual({
      on_path_share,
      distance,
      ended_by: 'overheated',
    });
  });

  it('answers 422 with the reason for a claimed score the replay does not reach, or malformed game data', async () => {
    const claimed = await playedRun();
    // One point more: a claim the cheap checks cannot refute (a run of any length could score it), only the replay.
    const inflated = await api.post('games/end', {
      uuid: claimed.uuid,
      score: claimed.run.score + 1,
      duration: claimed.run.durationMs,
      game_data: claimed.run.recording,
    });
    expect(expectJsonError(inflated, 422, 'rejected_run').message).toBe(
      `The run was refused: the replay scores ${claimed.run.score}, not ${claimed.run.score + 1}`,
    );
    const malformed = await playedRun();
    const answer = await api.post('games/end', {
      uuid: malformed.uuid,
      score: 100,
      // As long as the run it stands for: playedRun backdates the start by that run's length (which follows the
      // server's random seed), and a longer claim is refused for its time before its data is read.
      duration: malformed.run.durationMs,
      game_data: { ...malformed.run.recording, commands: [[0, 'warp', 9]] },
    });
    expect(expectJsonError(answer, 422, 'rejected_run').message).toMatch(
      /^The run was refused: the replay is not valid: commands\.0/,
    );
  });

  /**
   * A run of `play` on a fresh run of the player's, ended. The seed is set to a calibration seed (the measures
   * are a statistic: a fixed seed keeps the test from depending on the server's draw) and the start is
   * backdated by the run's duration.
   */
  async function endRun(
    token: string,
    play: (seed: number) => { score: number; durationMs: number; recording: unknown },
    options: { previous?: string; seed?: number } = {},
  ) {
    const { uuid } = (await api.post('games/start', { game_type: 'mouse' }, token)).json() as {
      uuid: string;
    };
    const seed = options.seed ?? calibrationSeed(3);
    const run = play(seed);
    await harness.database.db.query(
      `UPDATE games SET started_at = now() - make_interval(secs => $2), seed = $3 WHERE uuid = $1`,
      [uuid, run.durationMs / 1000 + 1, seed],
    );
    const start = { uuid };
    const end = await api.post(
      'games/end',
      {
        uuid: start.uuid,
        score: run.score,
        duration: run.durationMs,
        game_data: run.recording,
        ...(options.previous ? { previous_game: options.previous } : {}),
      },
      token,
    );
    expect(end.statusCode, end.body).toBe(200);
    return { uuid: start.uuid, score: run.score, answer: end.json() };
  }

  const boardScores = async (board: string) =>
    ((await api.get(`scoreboards/${board}`)).json() as { items: { score: number }[] }).items.map(
      (i) => i.score,
    );

  it('holds a perfect bot’s run for review, off the boards, until an operator clears it', async () => {
    const player = await api.register({ email: 'perfect@example.com', first_name: 'Perfect' });
    const perfect = await endRun(player.token, (seed) => playPerfectRun(seed, 60));
    expect(perfect.answer).toMatchObject({
      success: true,
      score: perfect.score,
      review: 'flagged',
      total: 0,
    });
    expect(perfect.score).toBeGreaterThan(500);
    expect(await boardScores('mouse')).not.toContain(perfect.score);
    expect(await boardScores('total')).not.toContain(perfect.score);
    const flagged = await listFlaggedRuns(harness.database.db);
    expect(flagged.find((run) => run.uuid === perfect.uuid)).toMatchObject({
      score: perfect.score,
      review_measures: { suspicions: expect.arrayContaining(['steers on the lane centre exactly']) },
    });

    expect(await decideFlaggedRun(harness.database.db, perfect.uuid, 'cleared')).toBe(true);
    expect(await decideFlaggedRun(harness.database.db, perfect.uuid, 'cleared')).toBe(false);
    expect(await boardScores('mouse')).toContain(perfect.score);
    expect(await boardScores('total')).toContain(perfect.score);
    expect((await api.get(`games/${perfect.uuid}`)).json()).toMatchObject({ review: 'cleared' });
  });

  it('keeps a rejected run off the boards, and does not flag a human-like run', async () => {
    const player = await api.register({ email: 'human@example.com', first_name: 'Human' });
    const human = await endRun(player.token, (seed) => playHumanLikeRun(seed, humanLikeSeed(3)));
    expect(human.answer).toMatchObject({ review: null, total: human.score });
    expect(await boardScores('mouse')).toContain(human.score);

    const perfect = await endRun(player.token, (seed) => playPerfectRun(seed, 60), {
      previous: human.uuid,
      seed: calibrationSeed(4),
    });
    // The chain's total still counts only the human-like run.
    expect(perfect.answer).toMatchObject({ review: 'flagged', total: human.score });
    expect(await decideFlaggedRun(harness.database.db, perfect.uuid, 'rejected')).toBe(true);
    expect(await boardScores('mouse')).not.toContain(perfect.score);
    expect((await api.get(`games/${perfect.uuid}`)).json()).toMatchObject({ review: 'rejected' });
  });
});
