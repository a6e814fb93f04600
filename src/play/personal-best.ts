import { GAME_IDS, type GameId } from '../../api/site-routes.ts';

/**
 * A visitor's best verified score of each game on this device, for the end screens of a player who is not signed
 * in (a signed-in player's best is the server's: their entry on the game's board). Only verified runs that count
 * are recorded (a run held for review is not), so the best is a score the server agreed with. Kept in local storage
 * (listed in src/content/cookies.ts); where storage is refused, in this page's memory.
 */
export const BEST_SCORES_KEY = 'gear-best-scores';

export interface DeviceBest {
  score: number;
  /** The run that scored it: the end screen of that very run says it is the best. */
  uuid: string | null;
  /** How many verified runs of the game this device has recorded (the first run is no "new best"). */
  runs: number;
}

type DeviceBests = Partial<Record<GameId, DeviceBest>>;

let inMemory: DeviceBests = {};

function isBest(value: unknown): value is DeviceBest {
  if (typeof value !== 'object' || value === null) return false;
  const { score, uuid, runs } = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(score) &&
    (score as number) >= 0 &&
    (uuid === null || typeof uuid === 'string') &&
    Number.isSafeInteger(runs) &&
    (runs as number) >= 1
  );
}

function read(): DeviceBests {
  try {
    const raw = localStorage.getItem(BEST_SCORES_KEY);
    if (raw === null) return inMemory;
    const parsed: unknown = JSON.parse(raw);
    const bests: DeviceBests = {};
    // Anything else in the key (an older shape, a hand edit) is dropped rather than trusted.
    for (const game of GAME_IDS) {
      const entry = (parsed as Record<string, unknown> | null)?.[game];
      if (isBest(entry)) bests[game] = entry;
    }
    return bests;
  } catch {
    return inMemory;
  }
}

function write(bests: DeviceBests): void {
  inMemory = bests;
  try {
    localStorage.setItem(BEST_SCORES_KEY, JSON.stringify(bests));
  } catch {
    // Private mode may refuse storage: the bests then last for this page.
  }
}

/** The device's best verified score of `game`, or null before any. */
export function deviceBest(game: GameId): DeviceBest | null {
  return read()[game] ?? null;
}

/** Records a verified run that counts; the best stays unless this score is higher. */
export function recordVerifiedRun(game: GameId, score: number, uuid: string | null): DeviceBest {
  const bests = read();
  const before = bests[game];
  const next: DeviceBest =
    before && before.score >= score
      ? { ...before, runs: before.runs + 1 }
      : { score, uuid, runs: (before?.runs ?? 0) + 1 };
  write({ ...bests, [game]: next });
  return next;
}

/** Forgets the recorded bests (tests). */
export function clearDeviceBests(): void {
  inMemory = {};
  try {
    localStorage.removeItem(BEST_SCORES_KEY);
  } catch {
    // Nothing kept there.
  }
}
