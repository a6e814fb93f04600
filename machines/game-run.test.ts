import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import type { GameId } from '../api/site-routes.ts';
import {
  apiErrorCode,
  CUE_DELAY_MS,
  RETRY_DELAY_MS,
  gameRunMachine,
  runStatus,
  type GameRunEvent,
  type RunResult,
  type RuntimeCommand,
  type RuntimeInput,
  type RuntimeReport,
  type StartRunInput,
  type StartedRun,
  type SubmitRunInput,
  type VerifiedRun,
} from './game-run.ts';
import { coverByShortestPaths, declaredStates, declaredTransitions } from '../test/machine-coverage.ts';

const result: RunResult = { score: 1234, durationMs: 61_000, gameData: { commands: [[12, 'left']] } };
const verified: VerifiedRun = {
  score: 1200,
  durationMs: 61_000,
  verification: 'replay',
  total: 1200,
  accumulatorUuid: '5f1c1d3a-3c1e-4a55-9b39-0f6d1c3e9a11',
};

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets settled promises reach the actor. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

interface RuntimeInstance {
  input: RuntimeInput;
  received: RuntimeCommand['type'][];
  stopped: boolean;
  sendBack: (report: RuntimeReport) => void;
}

/**
 * The machine with mocked actors on a simulated clock. Each call of startRun/submitRun waits on a deferred
 * the test settles; each runtime started is recorded with the events it receives and whether its cleanup ran.
 */
function harness(options: { game?: GameId; answerStop?: RunResult } = {}) {
  const clock = new SimulatedClock();
  const starts: { input: StartRunInput; call: ReturnType<typeof deferred<StartedRun>> }[] = [];
  const submissions: { input: SubmitRunInput; call: ReturnType<typeof deferred<VerifiedRun>> }[] = [];
  const runtimes: RuntimeInstance[] = [];
  const machine = gameRunMachine.provide({
    actors: {
      startRun: fromPromise<StartedRun, StartRunInput>(({ input }) => {
        const call = deferred<StartedRun>();
        starts.push({ input, call });
        return call.promise;
      }),
      runtime: fromCallback<RuntimeCommand, RuntimeInput>(({ input, receive, sendBack }) => {
        const instance: RuntimeInstance = { input, received: [], stopped: false, sendBack };
        runtimes.push(instance);
        receive((command) => {
          instance.received.push(command.type);
          if (command.type === 'runtime.stop' && options.answerStop)
            sendBack({ type: 'runtime.over', result: options.answerStop });
        });
        return () => {
          instance.stopped = true;
        };
      }),
      submitRun: fromPromise<VerifiedRun, SubmitRunInput>(({ input }) => {
        const call = deferred<VerifiedRun>();
        submissions.push({ input, call });
        return call.promise;
      }),
    },
  });
  const actor = createActor(machine, { input: { game: options.game ?? 'mouse' }, clock });
  actor.start();
  const status = () => runStatus(actor.getSnapshot());
  const send = (event: GameRunEvent) => actor.send(event);
  /** From idle to the running game's first state (tutorial). */
  const startRun = async (run: StartedRun = { uuid: 'run-1', seed: 42 }) => {
    send({ type: 'run.start' });
    starts.at(-1)!.call.resolve(run);
    await settle();
  };
  /** From idle to playing with the clock running. */
  const play = async () => {
    await startRun();
    clock.increment(CUE_DELAY_MS);
  };
  /** From idle to over.submitting with `result`. */
  const finish = async () => {
    await play();
    runtimes.at(-1)!.sendBack({ type: 'runtime.over', result });
  };
  return { actor, clock, starts, submissions, runtimes, status, send, settle, startRun, play, finish };
}

describe('game run machine', () => {
  it('reaches every state and takes every declared transition through generated paths', () => {
    // Actors that never answer: the paths drive their answers as events.
    const machine = gameRunMachine.provide({
      actors: {
        startRun: fromPromise<StartedRun, StartRunInput>(() => new Promise(() => {})),
        runtime: fromCallback<RuntimeCommand, RuntimeInput>(() => {}),
        submitRun: fromPromise<VerifiedRun, SubmitRunInput>(() => new Promise(() => {})),
      },
    });
    const events = [
      { type: 'run.start' },
      { type: 'run.cancel' },
      { type: 'run.pause' },
      { type: 'run.resume' },
      { type: 'run.stop' },
      { type: 'net.online' },
      { type: 'runtime.over', result },
      { type: 'runtime.failed', message: 'WebGL context lost' },
      { type: 'xstate.done.actor.startRun', output: { uuid: 'run-1', seed: 7 } },
      { type: 'xstate.error.actor.startRun', error: { message: 'Service unavailable' } },
      { type: 'xstate.error.actor.runtime', error: { message: 'Runtime crashed' } },
      { type: 'xstate.done.actor.submitRun', output: verified },
      { type: 'xstate.error.actor.submitRun', error: { offline: true } },
      { type: 'xstate.error.actor.submitRun', error: { message: 'Impossible timing' } },
      { type: 'xstate.after.cueDelay.gameRun.running.tutorial' },
      { type: 'xstate.after.retryDelay.gameRun.over.offline' },
    ] as const;
    // The helper also sends every event from every state, so the actors' error events reach states where
    // those actors do not exist (impossible in a real run); XState reports such an unhandled error from a
    // timer, which the fake timers keep from reaching the test runner.
    vi.useFakeTimers();
    let coverage: ReturnType<typeof coverByShortestPaths>;
    try {
      coverage = coverByShortestPaths(machine, {
        input: { game: 'keyboard' },
        events,
        serialize: (s) =>
          JSON.stringify([
            s.value,
            !!s.context.uuid,
            !!s.context.result,
            !!s.context.verified,
            !!s.context.error,
          ]),
      });
    } finally {
      vi.clearAllTimers();
      vi.useRealTimers();
    }
    const { paths, states, transitions } = coverage;
    expect(paths.length).toBeGreaterThan(10);
    expect([...declaredStates(gameRunMachine)].filter((id) => !states.has(id))).toEqual([]);
    expect([...declaredTransitions(gameRunMachine)].filter((key) => !transitions.has(key))).toEqual([]);
  });

  it('opens a server run, shows the cue for exactly 1000 ms with the clock stopped, then plays', async () => {
    const h = harness({ game: 'headset' });
    expect(h.status()).toBe('idle');
    h.send({ type: 'run.start' });
    expect(h.status()).toBe('pending');
    expect(h.starts.map((s) => s.input)).toEqual([{ game: 'headset' }]);
    h.starts[0]!.call.resolve({ uuid: 'run-1', seed: 42 });
    await h.settle();
    expect(h.status()).toBe('tutorial');
    expect(h.actor.getSnapshot().context).toMatchObject({ game: 'headset', uuid: 'run-1', seed: 42 });
    expect(h.runtimes.map((r) => r.input)).toEqual([{ game: 'headset', seed: 42, uuid: 'run-1' }]);

    h.send({ type: 'run.pause' }); // ignored during the cue
    h.clock.increment(CUE_DELAY_MS - 1);
    expect(h.status()).toBe('tutorial');
    expect(h.runtimes[0]!.received).toEqual([]);
    h.clock.increment(1);
    expect(h.status()).toBe('playing');
    expect(h.runtimes[0]!.received).toEqual(['runtime.resume']);
    expect(CUE_DELAY_MS).toBe(1000);
  });

  it('pauses and resumes the same runtime, which lives as long as the running state', async () => {
    const h = harness();
    await h.play();
    h.send({ type: 'run.resume' }); // ignored while playing
    h.send({ type: 'run.pause' });
    expect(h.status()).toBe('paused');
    h.send({ type: 'run.pause' }); // ignored while paused
    h.send({ type: 'run.resume' });
    expect(h.status()).toBe('playing');
    h.send({ type: 'run.pause' });
    h.send({ type: 'run.resume' });
    expect(h.runtimes).toHaveLength(1);
    expect(h.runtimes[0]!.stopped).toBe(false);
    expect(h.runtimes[0]!.received).toEqual([
      'runtime.resume',
      'runtime.pause',
      'runtime.resume',
      'runtime.pause',
      'runtime.resume',
    ]);
  });

  it('gives up on run.stop: the runtime answers with its result, stops, and the server verifies it', async () => {
    const h = harness({ answerStop: result });
    await h.play();
    h.send({ type: 'run.pause' });
    h.send({ type: 'run.stop' });
    expect(h.runtimes[0]!.received).toEqual(['runtime.resume', 'runtime.pause', 'runtime.stop']);
    expect(h.status()).toBe('submitting');
    expect(h.runtimes[0]!.stopped).toBe(true);
    expect(h.actor.getSnapshot().context.result).toEqual(result);
    expect(h.submissions.map((s) => s.input)).toEqual([{ uuid: 'run-1', result }]);
    h.submissions[0]!.call.resolve(verified);
    await h.settle();
    expect(h.status()).toBe('verified');
    expect(h.actor.getSnapshot().context).toMatchObject({ verified, result, error: null });
  });

  it('waits on run.stop until the runtime answers', async () => {
    const h = harness();
    await h.play();
    h.send({ type: 'run.stop' });
    expect(h.status()).toBe('playing');
    expect(h.runtimes[0]!.received).toEqual(['runtime.resume', 'runtime.stop']);
    h.runtimes[0]!.sendBack({ type: 'runtime.over', result });
    expect(h.status()).toBe('submitting');
  });

  it('ends during the cue without ever starting the clock', async () => {
    const h = harness();
    await h.startRun();
    h.runtimes[0]!.sendBack({ type: 'runtime.over', result });
    expect(h.status()).toBe('submitting');
    h.clock.increment(CUE_DELAY_MS * 2);
    expect(h.runtimes[0]!.received).toEqual([]);
    expect(h.runtimes[0]!.stopped).toBe(true);
  });

  it('keeps the result and the server’s message when the run is refused, then plays again', async () => {
    const h = harness();
    await h.finish();
    // As the API client rejects: the English message, and the codes the UI translates.
    const refusal = Object.assign(new Error('The run was refused: the replay scores 1, not 2'), {
      body: { error: 'rejected_run', reason: 'score_mismatch', message: 'The run was refused' },
    });
    h.submissions[0]!.call.reject(refusal);
    await h.settle();
    expect(h.status()).toBe('refused');
    expect(h.actor.getSnapshot().context).toMatchObject({
      result,
      verified: null,
      error: 'The run was refused: the replay scores 1, not 2',
      errorCode: 'score_mismatch',
    });

    h.send({ type: 'run.start' });
    expect(h.status()).toBe('pending');
    expect(h.actor.getSnapshot().context).toMatchObject({
      uuid: null,
      result: null,
      error: null,
      errorCode: null,
    });
    h.starts[1]!.call.resolve({ uuid: 'run-2', seed: 43 });
    await h.settle();
    expect(h.status()).toBe('tutorial');
    expect(h.runtimes).toHaveLength(2);
    expect(h.runtimes[1]!.input).toEqual({ game: 'mouse', seed: 43, uuid: 'run-2' });
  });

  it('keeps an offline run and resubmits the same result after exactly the retry delay', async () => {
    const h = harness();
    await h.finish();
    h.submissions[0]!.call.reject({ offline: true, message: 'Failed to fetch' });
    await h.settle();
    expect(h.status()).toBe('offline');
    expect(h.actor.getSnapshot().context).toMatchObject({ result, error: null });
    h.clock.increment(RETRY_DELAY_MS - 1);
    expect(h.status()).toBe('offline');
    expect(h.submissions).toHaveLength(1);
    h.clock.increment(1);
    expect(h.status()).toBe('submitting');
    expect(h.submissions).toHaveLength(2);
    expect(h.submissions[1]!.input).toEqual({ uuid: 'run-1', result });
    expect(h.submissions[1]!.input.result).toBe(h.submissions[0]!.input.result);

    h.submissions[1]!.call.resolve(verified);
    await h.settle();
    expect(h.status()).toBe('verified');
    expect(h.actor.getSnapshot().context.verified).toEqual(verified);
  });

  it('resubmits at once when the network comes back, and the retry timer is cancelled', async () => {
    const h = harness();
    await h.finish();
    h.submissions[0]!.call.reject({ offline: true });
    await h.settle();
    h.clock.increment(RETRY_DELAY_MS / 2);
    h.send({ type: 'net.online' });
    expect(h.status()).toBe('submitting');
    expect(h.submissions.map((s) => s.input)).toEqual([
      { uuid: 'run-1', result },
      { uuid: 'run-1', result },
    ]);
    h.clock.increment(RETRY_DELAY_MS);
    expect(h.submissions).toHaveLength(2);
  });

  it('retries a failed start, or goes back to idle', async () => {
    const h = harness();
    h.send({ type: 'run.start' });
    h.starts[0]!.call.reject(new Error('Service unavailable'));
    await h.settle();
    expect(h.status()).toBe('start-failed');
    expect(h.actor.getSnapshot().context.error).toBe('Service unavailable');
    expect(h.runtimes).toHaveLength(0);
    h.send({ type: 'run.start' });
    expect(h.status()).toBe('pending');
    expect(h.actor.getSnapshot().context.error).toBeNull();
    h.starts[1]!.call.reject('Too many requests');
    await h.settle();
    expect(h.actor.getSnapshot().context.error).toBe('Too many requests');
    h.send({ type: 'run.cancel' });
    expect(h.status()).toBe('idle');
  });

  it('fails when the runtime reports a failure or crashes, and can play again', async () => {
    const h = harness();
    await h.play();
    h.runtimes[0]!.sendBack({ type: 'runtime.failed', message: 'WebGL context lost' });
    expect(h.status()).toBe('failed');
    expect(h.actor.getSnapshot().context.error).toBe('WebGL context lost');
    expect(h.runtimes[0]!.stopped).toBe(true);
    h.send({ type: 'run.start' });
    expect(h.status()).toBe('pending');
  });

  it('fails when the runtime itself throws', async () => {
    const clock = new SimulatedClock();
    const machine = gameRunMachine.provide({
      actors: {
        startRun: fromPromise<StartedRun, StartRunInput>(async () => ({ uuid: 'run-1', seed: 1 })),
        runtime: fromCallback<RuntimeCommand, RuntimeInput>(() => {
          throw new Error('No WebGL');
        }),
      },
    });
    const actor = createActor(machine, { input: { game: 'keyboard' }, clock }).start();
    actor.send({ type: 'run.start' });
    await settle();
    expect(runStatus(actor.getSnapshot())).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('No WebGL');
  });

  it('drops the run on run.cancel from any state but idle, stopping the runtime', async () => {
    const fromPending = harness();
    fromPending.send({ type: 'run.start' });
    fromPending.send({ type: 'run.cancel' });
    expect(fromPending.status()).toBe('idle');

    const fromPaused = harness();
    await fromPaused.play();
    fromPaused.send({ type: 'run.pause' });
    fromPaused.send({ type: 'run.cancel' });
    expect(fromPaused.status()).toBe('idle');
    expect(fromPaused.runtimes[0]!.stopped).toBe(true);
    expect(fromPaused.runtimes[0]!.received).toEqual(['runtime.resume', 'runtime.pause']);

    const fromOffline = harness();
    await fromOffline.finish();
    fromOffline.submissions[0]!.call.reject({ offline: true });
    await fromOffline.settle();
    fromOffline.send({ type: 'run.cancel' });
    expect(fromOffline.status()).toBe('idle');
    fromOffline.clock.increment(RETRY_DELAY_MS);
    expect(fromOffline.submissions).toHaveLength(1);

    const idle = harness();
    const before = idle.actor.getSnapshot();
    idle.send({ type: 'run.cancel' });
    expect(idle.actor.getSnapshot()).toBe(before);
  });

  it('says clearly when the app forgot to provide an actor', async () => {
    const actor = createActor(gameRunMachine, { input: { game: 'mouse' } }).start();
    actor.send({ type: 'run.start' });
    await settle();
    expect(runStatus(actor.getSnapshot())).toBe('start-failed');
    expect(actor.getSnapshot().context.error).toMatch(/startRun/);
    actor.stop();
  });
});

describe('apiErrorCode', () => {
  it('reads a refused run’s reason first, else the error’s code, and nothing from other failures', () => {
    const answered = (body: unknown) => Object.assign(new Error('English text'), { body });
    expect(apiErrorCode(answered({ error: 'rejected_run', reason: 'run_expired', message: 'x' }))).toBe(
      'run_expired',
    );
    expect(apiErrorCode(answered({ error: 'rate_limited', message: 'x' }))).toBe('rate_limited');
    expect(apiErrorCode(new Error('Impossible timing'))).toBeNull();
    expect(apiErrorCode({ offline: true })).toBeNull();
    expect(apiErrorCode('webgl-unavailable')).toBeNull();
  });
});
