import { playHumanLikeRun } from '../systems/mouse/synthetic-players.ts';
const origin = process.argv[2]!;
const post = async (path: string, body: unknown) =>
  (await fetch(origin + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
const start = (await post('/api/games/start', { game_type: 'mouse' })) as { uuid: string; seed: number };
const run = playHumanLikeRun(start.seed, 7, 12);
const end = (await post('/api/games/end', { uuid: start.uuid, score: run.score, duration: run.durationMs, game_data: run.recording })) as { accumulator_uuid: string };
const now = Date.now();
console.log(encodeURIComponent(JSON.stringify({ games: { mouse: { uuid: start.uuid, startedAt: now - run.durationMs, endedAt: now } }, accumulatorUuid: end.accumulator_uuid, savedGameId: null })));
