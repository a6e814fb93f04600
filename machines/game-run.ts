import type { RunStats } from '../api/games.ts';
import { assign, fromCallback, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import type { GameId } from '../api/site-routes.ts';

/**
 * One run of one game (mouse, headset or keyboard): the server opens the run, a "get ready" cue, the game
 * itself (pausable), then the result is sent for verification. The machine knows nothing of the API or of
 * Babylon: the UI creates it per run with `.provide({ actors: { startRun, runtime, submitRun } })`.
 */

/** What the game runtime reports when the run ends: its claimed score, its length and its replay. */
export interface RunResult {
  score: number;
  durationMs: number;
  gameData: Record<string, unknown>;
}

/** The server's answer to POST games/end: the score it verified, not the one the client claimed. */
export interface VerifiedRun {
  score: number;
  durationMs: number;
  verification: 'replay' | 'plausibility';
  /** The server holds the run for review: its score stands for the player but counts nowhere yet. */
  held?: boolean;
  total?: number;
  accumulatorUuid?: string;
  /** The run's uuid and what its replay measured, for the journey (machines/site.ts). */
  uuid?: string;
  stats?: RunStats;
  /** Epoch ms on the browser's clock: when play began (end minus the played time) and when it was verified. */
  startedAt?: number;
  endedAt?: number;
}

/** The server's answer to POST games/start. */
export interface StartedRun {
  uuid: string;
  seed: number;
}

export interface GameRunInput {
  game: GameId;
}

export interface StartRunInput {
  game: GameId;
}

export interface RuntimeInput {
  game: GameId;
  seed: number;
  uuid: string;
}

export interface SubmitRunInput {
  uuid: string;
  result: RunResult;
}

/** What the machine tells the runtime. It starts with its clock stopped; `runtime.stop` asks for its result. */
export type RuntimeCommand =
  { type: 'runtime.resume' } | { type: 'runtime.pause' } | { type: 'runtime.stop' };

/** What the runtime tells the machine. */
export type RuntimeReport =
  { type: 'runtime.over'; result: RunResult } | { type: 'runtime.failed'; message: string };

export type GameRunEvent =
  | { type: 'run.start' }
  | { type: 'run.cancel' }
  | { type: 'run.pause' }
  | { type: 'run.resume' }
  | { type: 'run.stop' }
  | { type: 'net.online' }
  | RuntimeReport;

export interface GameRunContext {
  game: GameId;
  /** The server's id of the run, from POST games/start. */
  uuid: string | null;
  seed: number | null;
  /** The runtime's result, kept until the server has answered (and after, for the end screen). */
  result: RunResult | null;
  verified: VerifiedRun | null;
  /** Why the start, the runtime or the submission failed (for logs: never shown, it may be English). */
  error: string | null;
  /**
   * The API's code for that failure, when the server answered: a refused run's reason (api/run-refusals.ts),
   * else its error code (api/errors.ts). The UI says it in the visitor's language.
   */
  errorCode: string | null;
}

/** The "get ready" cue before the clock starts. */
export const CUE_DELAY_MS = 1000;
/** How long an offline submission waits before it is tried again (unless the network comes back first). */
export const RETRY_DELAY_MS = 15_000;

/** A rejection of `submitRun` that means "no network": the run is kept and sent again later. */
export function isOfflineError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { offline?: unknown }).offline === true;
}

export function errorMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return 'Unknown error';
}

/** The code of an API failure (ApiRequestError's body): a refused run's reason, else the error's code. */
export function apiErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const body = (error as { body?: unknown }).body;
  if (typeof body !== 'object' || body === null) return null;
  const { reason, error: code } = body as { reason?: unknown; error?: unknown };
  if (typeof reason === 'string' && reason) return reason;
  return typeof code === 'string' && code ? code : null;
}

function notProvided(name: string): Error {
  return new Error(`The game run needs the "${name}" actor: provide it with gameRunMachine.provide().`);
}

/** Which screen of the run the UI shows. */
export type RunStatus =
  | 'idle'
  | 'pending'
  | 'start-failed'
  | 'tutorial'
  | 'playing'
  | 'paused'
  | 'submitting'
  | 'offline'
  | 'verified'
  | 'refused'
  | 'failed';

const cancel = {
  target: '#gameRun.idle',
  description: 'The player leaves the page: the run is dropped.',
} as const;

export const gameRunMachine = setup({
  types: {
    context: {} as GameRunContext,
    events: {} as GameRunEvent,
    input: {} as GameRunInput,
  },
  actors: {
    /** POST games/start (implemented by the app). */
    startRun: fromPromise<StartedRun, StartRunInput>(async () => {
      throw notProvided('startRun');
    }),
    /** The game loop, scene and input of one game (implemented by the app). */
    runtime: fromCallback<RuntimeCommand, RuntimeInput>(({ sendBack }) => {
      const report: RuntimeReport = { type: 'runtime.failed', message: notProvided('runtime').message };
      sendBack(report);
    }),
    /** POST games/end (implemented by the app); rejects with `{ offline: true }` when there is no network. */
    submitRun: fromPromise<VerifiedRun, SubmitRunInput>(async () => {
      throw notProvided('submitRun');
    }),
  },
  guards: {
    isOffline: (_, params: { error: unknown }) => isOfflineError(params.error),
  },
  delays: {
    cueDelay: CUE_DELAY_MS,
    retryDelay: RETRY_DELAY_MS,
  },
  actions: {
    clearRun: assign({ uuid: null, seed: null, result: null, verified: null, error: null, errorCode: null }),
    assignStarted: assign((_, started: StartedRun) => ({ uuid: started.uuid, seed: started.seed })),
    assignResult: assign({
      result: ({ context, event }) => (event.type === 'runtime.over' ? event.result : context.result),
    }),
    assignVerified: assign((_, verified: VerifiedRun) => ({ verified, error: null, errorCode: null })),
    assignError: assign((_, params: { error: unknown }) => ({
      error: errorMessage(params.error),
      errorCode: apiErrorCode(params.error),
    })),
    resumeRuntime: sendTo('runtime', { type: 'runtime.resume' }),
    pauseRuntime: sendTo('runtime', { type: 'runtime.pause' }),
    stopRuntime: sendTo('runtime', { type: 'runtime.stop' }),
  },
}).createMachine({
  id: 'gameRun',
  description:
    'One run of one game: the server opens it, a get-ready cue, the game (pausable), then the server verifies the result.',
  context: ({ input }) => ({
    game: input.game,
    uuid: null,
    seed: null,
    result: null,
    verified: null,
    error: null,
    errorCode: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: 'No run yet: the how-to intro with its play button.',
      on: { 'run.start': { target: 'pending', description: 'The play button.' } },
    },
    pending: {
      description: 'Asking the server to open a run (POST games/start) for its id and seed.',
      entry: 'clearRun',
      invoke: {
        id: 'startRun',
        src: 'startRun',
        input: ({ context }) => ({ game: context.game }),
        onDone: {
          target: 'running',
          actions: { type: 'assignStarted', params: ({ event }) => event.output },
          description: 'The server opened the run.',
        },
        onError: {
          target: 'startFailed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          description: 'The server or the network said no.',
        },
      },
      on: { 'run.cancel': cancel },
    },
    startFailed: {
      description: 'The run could not be opened: the message and a retry button.',
      on: {
        'run.start': { target: 'pending', description: 'Try again.' },
        'run.cancel': cancel,
      },
    },
    running: {
      description: 'The game is on screen. Its runtime lives as long as this state, through pauses.',
      invoke: {
        id: 'runtime',
        src: 'runtime',
        input: ({ context }) => ({ game: context.game, seed: context.seed ?? 0, uuid: context.uuid ?? '' }),
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          description: 'The runtime crashed.',
        },
      },
      initial: 'tutorial',
      on: {
        'runtime.over': {
          target: 'over',
          actions: 'assignResult',
          description: 'The game ended (lost, time up, or given up) with its result.',
        },
        'run.stop': {
          actions: 'stopRuntime',
          description: 'The player gives up: the runtime answers with its result.',
        },
        'runtime.failed': {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.message }) },
          description: 'The game cannot go on (e.g. WebGL lost beyond repair).',
        },
        'run.cancel': cancel,
      },
      states: {
        tutorial: {
          description: 'The get-ready cue; the game clock stays stopped. Pause is ignored here.',
          after: { cueDelay: { target: 'playing', description: 'The cue has been shown.' } },
        },
        playing: {
          description: 'The game clock runs.',
          entry: 'resumeRuntime',
          on: { 'run.pause': { target: 'paused', description: 'Pause button, Escape, or the tab hidden.' } },
        },
        paused: {
          description: 'The game clock is stopped; the scene stays.',
          entry: 'pauseRuntime',
          on: { 'run.resume': { target: 'playing', description: 'The resume button.' } },
        },
      },
    },
    failed: {
      description: 'The game broke down: the message and a button to play again.',
      on: {
        'run.start': { target: 'pending', description: 'Play again: a new run from the server.' },
        'run.cancel': cancel,
      },
    },
    over: {
      description: 'The game has ended; its result is sent to the server, which verifies the score.',
      initial: 'submitting',
      on: { 'run.cancel': cancel },
      states: {
        submitting: {
          description: 'Sending the result (POST games/end).',
          invoke: {
            id: 'submitRun',
            src: 'submitRun',
            input: ({ context }) => ({
              uuid: context.uuid ?? '',
              result: context.result ?? { score: 0, durationMs: 0, gameData: {} },
            }),
            onDone: {
              target: 'verified',
              actions: { type: 'assignVerified', params: ({ event }) => event.output },
              description: 'The server verified the run and answered its score.',
            },
            onError: [
              {
                guard: { type: 'isOffline', params: ({ event }) => ({ error: event.error }) },
                target: 'offline',
                description: 'No network: keep the result and send it later.',
              },
              {
                target: 'refused',
                actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
                description: 'The server refused the run and said why.',
              },
            ],
          },
        },
        offline: {
          description: 'No network: the result is kept until it can be sent.',
          on: { 'net.online': { target: 'submitting', description: 'The network is back: send at once.' } },
          after: { retryDelay: { target: 'submitting', description: 'Try again anyway.' } },
        },
        verified: {
          description: 'The verified score: the end screen.',
          on: {
            'run.start': {
              target: '#gameRun.pending',
              description: 'Play again: a new run from the server.',
            },
          },
        },
        refused: {
          description: 'The server refused the run: its message; the claimed result is kept.',
          on: {
            'run.start': {
              target: '#gameRun.pending',
              description: 'Play again: a new run from the server.',
            },
          },
        },
      },
    },
  },
});

export type GameRunMachine = typeof gameRunMachine;
export type GameRunSnapshot = SnapshotFrom<GameRunMachine>;

/** The screen of the run, for the UI to switch on. */
export function runStatus(snapshot: GameRunSnapshot): RunStatus {
  if (snapshot.matches('pending')) return 'pending';
  if (snapshot.matches('startFailed')) return 'start-failed';
  if (snapshot.matches({ running: 'tutorial' })) return 'tutorial';
  if (snapshot.matches({ running: 'playing' })) return 'playing';
  if (snapshot.matches({ running: 'paused' })) return 'paused';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches({ over: 'submitting' })) return 'submitting';
  if (snapshot.matches({ over: 'offline' })) return 'offline';
  if (snapshot.matches({ over: 'verified' })) return 'verified';
  if (snapshot.matches({ over: 'refused' })) return 'refused';
  return 'idle';
}
