import { describe, expect, it } from 'vitest';
import { createActor, createMachine, sendTo, type AnyActorRef } from 'xstate';
import type { RuntimeCommand, RuntimeReport } from '../../machines/game-run.ts';
import { createStageStore, NO_WEBGL, type WorldStage } from '../scenes/stage-store.ts';
import {
  createGameRuntime,
  type GameAdapter,
  type RunClock,
  type RunOptions,
  type RuntimeTestControl,
  type SteppedGame,
} from './game-runtime.ts';
import { createValueStore } from './value-store.ts';

/** A counter game: each step adds the step's input; it ends at 10; step 3 beeps; it hums while odd. */
interface Counter extends SteppedGame<number, 'beep'> {
  total: number;
}
const counter = (seed: number): Counter => {
  const game = {
    tick: 0,
    total: seed,
    get over() {
      return game.total >= 10;
    },
    get score() {
      return game.total;
    },
    get durationMs() {
      return game.tick * 10;
    },
    step(inputs: readonly number[]) {
      game.tick++;
      for (const n of inputs) game.total += n;
      return game.tick === 3 ? (['beep'] as const) : [];
    },
    recording: () => ({ seed, ticks: game.tick }),
  };
  return game;
};

/** Babylon's scene as far as the runtime uses it: a before-render observable, an engine and its readiness. */
function fakeScene() {
  const observers = new Set<() => void>();
  return {
    observers,
    render: () => observers.forEach((o) => o()),
    isReady: () => true,
    onBeforeRenderObservable: {
      add: (fn: () => void) => (observers.add(fn), fn),
      remove: (fn: () => void) => observers.delete(fn),
    },
    getEngine: () => ({
      getRenderingCanvas: () => ({}) as HTMLElement,
      getFps: () => 60,
      getDeltaTime: () => 16,
      _drawCalls: { current: 0 },
      frameId: 0,
    }),
  };
}

type CounterAdapter = GameAdapter<Counter, number, 'beep', { total: number }>;

function setup(options: { perStep?: number; runOptions?: RunOptions; extra?: Partial<CounterAdapter> } = {}) {
  const log: string[] = [];
  const reports: RuntimeReport[] = [];
  const stage = createStageStore();
  const hud = createValueStore({ total: 0 });
  const scene = fakeScene();
  let hook: RuntimeTestControl | null = null;
  let clock = 0;
  const adapter: CounterAdapter = {
    id: 'mouse',
    createGame: (seed, runOptions) => {
      log.push(`game visual=${runOptions.visual}`);
      return counter(seed);
    },
    createView: async () => ({
      draw: (_game, alpha) => log.push(`draw ${alpha.toFixed(2)}`),
      onEvent: (event) => log.push(`view ${event}`),
      setPaused: (paused) => log.push(paused ? 'view paused' : 'view plays'),
      testState: () => ({ ripple: true }),
      dispose: () => log.push('view disposed'),
    }),
    createInput: () => ({
      take: () => [options.perStep ?? 1],
      activate: () => log.push('input on'),
      deactivate: () => log.push('input off'),
      dispose: () => log.push('input disposed'),
    }),
    sounds: {
      cue: 'cue',
      onEvent: { beep: 'beep' },
      loops: [{ sound: 'hum', while: (game) => game.total % 2 === 1 }],
    },
    hud: (game) => ({ total: game.total }),
    testState: (game) => ({ tick: game.tick }),
    ...options.extra,
  };
  const runtime = createGameRuntime(adapter, {
    stage,
    hud,
    reducedMotion: true,
    sound: { play: (s) => log.push(`play ${s}`), stop: (s) => log.push(`stop ${s}`) },
    onPointerReleased: () => log.push('released'),
    exposeForTests: (control) => {
      hook = control;
      return () => (hook = null);
    },
    now: () => clock,
    ...(options.runOptions ? { runOptions: () => options.runOptions! } : {}),
  });
  // A parent that forwards commands to the invoked runtime and keeps its reports, as the game-run machine does.
  const parent = createActor(
    createMachine({
      invoke: { id: 'runtime', src: runtime, input: { game: 'mouse', seed: 0, uuid: 'u' } },
      on: {
        command: {
          actions: sendTo(
            'runtime',
            ({ event }) => (event as unknown as { command: RuntimeCommand }).command,
          ),
        },
        '*': { actions: ({ event }) => reports.push(event as RuntimeReport) },
      },
    }),
  );
  const send = (command: RuntimeCommand) => parent.send({ type: 'command', command } as never);
  const world = () => ({ game: 'mouse', scene, assets: new Map() }) as unknown as WorldStage;
  return {
    log,
    reports,
    stage,
    hud,
    scene,
    parent: parent as AnyActorRef,
    send,
    world,
    hook: () => hook,
    tick(ms: number) {
      clock += ms;
      scene.render();
    },
    start: () => parent.start(),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the game runtime', () => {
  it('claims its world and waits for the stage to build it', async () => {
    const t = setup();
    t.start();
    expect(t.stage.claimedBy).toBe('mouse');
    expect(t.scene.observers.size).toBe(0);
    t.stage.worldReady(t.world());
    await settle();
    expect(t.scene.observers.size).toBe(1);
    expect(t.log).toContain('play cue');
  });

  it('keeps its clock stopped until resumed, then runs fixed steps with the input, sounds and events', async () => {
    const t = setup();
    t.start();
    t.send({ type: 'runtime.resume' }); // before the world is ready: kept and applied once it is
    t.stage.worldReady(t.world());
    await settle();
    expect(t.log).toContain('input on');
    t.tick(0);
    t.tick(50); // three 1/60 s steps
    expect(t.hook()!.state()).toEqual({ tick: 3, ripple: true });
    expect(t.hook()!.sceneReady()).toBe(true);
    expect(t.log).toContain('play beep');
    expect(t.log).toContain('view beep');
    // The hum plays while the total is odd: on at 1, off at 2, on at 3.
    expect(t.log.filter((l) => l.endsWith('hum'))).toEqual(['play hum', 'stop hum', 'play hum']);
  });

  it('pauses without losing the game: paused time never turns into steps, loops stop', async () => {
    const t = setup();
    t.start();
    t.stage.worldReady(t.world());
    await settle();
    t.send({ type: 'runtime.resume' });
    t.tick(0);
    t.tick(17);
    const ticks = t.hook()!.state().tick;
    t.send({ type: 'runtime.pause' });
    expect(t.log.at(-1)).toBe('stop hum');
    t.tick(10_000);
    expect(t.hook()!.state().tick).toBe(ticks);
    t.send({ type: 'runtime.resume' });
    t.tick(17);
    expect(t.hook()!.state().tick).toBe((ticks as number) + 1);
  });

  it('gives the game the run’s options, and the view pauses and plays with the clock and stops at the end', async () => {
    const plain = setup();
    plain.start();
    expect(plain.log).toContain('game visual=false');
    const t = setup({ runOptions: { visual: true, calibrationMs: 0 }, perStep: 4 });
    t.start();
    expect(t.log).toContain('game visual=true');
    t.stage.worldReady(t.world());
    await settle();
    t.send({ type: 'runtime.resume' });
    t.send({ type: 'runtime.pause' });
    t.send({ type: 'runtime.resume' });
    expect(t.log.filter((l) => l.startsWith('view p'))).toEqual(['view plays', 'view paused', 'view plays']);
    t.hook()!.stepNow(10);
    expect(t.log.filter((l) => l.startsWith('view p')).at(-1)).toBe('view paused');
  });

  it('publishes the HUD at most ten times a second', async () => {
    const t = setup();
    t.start();
    t.stage.worldReady(t.world());
    await settle();
    let published = 0;
    t.hud.subscribe(() => published++);
    t.send({ type: 'runtime.resume' });
    t.tick(0);
    for (let i = 0; i < 6; i++) t.tick(16); // ~100 ms: a step each frame, the total changes each frame
    expect(published).toBeLessThanOrEqual(1);
  });

  it('reports its result once when the game ends, and ends on stop with what it has', async () => {
    const t = setup({ perStep: 4 });
    t.start();
    t.stage.worldReady(t.world());
    await settle();
    t.hook()!.stepNow(10);
    expect(t.reports.filter((r) => r.type === 'runtime.over')).toEqual([
      { type: 'runtime.over', result: { score: 12, durationMs: 30, gameData: { seed: 0, ticks: 3 } } },
    ]);
    t.send({ type: 'runtime.stop' });
    expect(t.reports.filter((r) => r.type === 'runtime.over')).toHaveLength(1);
  });

  it('leaves nothing behind: the frame observer, the input, the view and the claim go with it', async () => {
    const t = setup();
    t.start();
    t.stage.worldReady(t.world());
    await settle();
    t.parent.stop();
    expect(t.scene.observers.size).toBe(0);
    expect(t.log).toEqual(expect.arrayContaining(['view disposed', 'input disposed']));
    expect(t.hook()).toBeNull();
    expect(t.stage.claimedBy).toBeNull();
  });

  it('stopped before its world arrives, it builds nothing and a later claim is not disturbed', async () => {
    const t = setup();
    t.start();
    t.parent.stop();
    expect(t.stage.claimedBy).toBeNull();
    const next = t.stage.claim('mouse');
    t.stage.worldReady(t.world());
    await settle();
    expect(t.scene.observers.size).toBe(0);
    await expect(next.ready).resolves.toMatchObject({ game: 'mouse' });
  });

  it('fails with a reason the UI understands when the browser has no WebGL', async () => {
    const t = setup();
    t.stage.markUnavailable();
    t.start();
    await settle();
    expect(t.reports).toContainEqual({ type: 'runtime.failed', message: NO_WEBGL });
  });

  it('runs on the game’s own clock when it has one: steps follow it, pause and resume reach it', async () => {
    let musicMs = 0;
    let release = () => {};
    const ready = new Promise<void>((resolve) => (release = resolve));
    const clockLog: string[] = [];
    const music: RunClock = {
      ready,
      now: () => musicMs,
      at: (ms) => ms + 1000,
      pause: () => clockLog.push('clock paused'),
      resume: () => clockLog.push('clock plays'),
      testState: () => ({ musicMs }),
      dispose: () => clockLog.push('clock disposed'),
    };
    let stamped: number | null = null;
    const t = setup({
      perStep: 0,
      extra: {
        createClock: () => music,
        createInput: (_target, { clock }) => {
          stamped = clock.at(5);
          return { take: () => [0], activate() {}, deactivate() {}, dispose() {} };
        },
      },
    });
    t.start();
    t.stage.worldReady(t.world());
    await settle();
    // The music is not decoded yet: the run waits for it.
    expect(t.scene.observers.size).toBe(0);
    release();
    await settle();
    expect(t.scene.observers.size).toBe(1);
    expect(stamped).toBe(1005);
    t.send({ type: 'runtime.resume' });
    expect(clockLog).toEqual(['clock plays']);
    t.tick(0);
    t.tick(500); // wall time passes, the music's does not: no step
    expect(t.hook()!.state()).toEqual({ tick: 0, ripple: true, musicMs: 0 });
    musicMs = 50;
    t.tick(0);
    expect(t.hook()!.state().tick).toBe(3);
    t.send({ type: 'runtime.pause' });
    expect(clockLog).toEqual(['clock plays', 'clock paused']);
    t.parent.stop();
    expect(clockLog.at(-1)).toBe('clock disposed');
  });

  it('keeps a long frame’s backlog for the next frames when the game asks it never to drop time', async () => {
    const run = async (extra: Partial<CounterAdapter>) => {
      const t = setup({ perStep: 0, extra });
      t.start();
      t.stage.worldReady(t.world());
      await settle();
      t.send({ type: 'runtime.resume' });
      t.tick(0);
      t.tick(3000);
      const first = t.hook()!.state().tick;
      for (let i = 0; i < 5; i++) t.tick(0);
      return [first, t.hook()!.state().tick];
    };
    // Dropped: 5 steps, then nothing more is due. Kept: a second's worth a frame until all 180 have run.
    expect(await run({})).toEqual([5, 5]);
    expect(await run({ keepBacklog: true })).toEqual([60, 180]);
  });

  it('publishes the HUD at once on the events the game names', async () => {
    const t = setup({ extra: { hudEvents: ['beep'] } });
    t.start();
    t.stage.worldReady(t.world());
    await settle();
    const published: number[] = [];
    t.hud.subscribe(() => published.push(t.hud.get().total));
    t.send({ type: 'runtime.resume' });
    t.tick(0);
    t.tick(17); // step 1
    t.tick(17); // step 2
    t.tick(17); // step 3 beeps: published in this frame, not a tenth of a second later
    expect(published).toEqual([3]);
  });

  it('waiting for input, runs no step past the moment up to which the browser has dispatched input', async () => {
    const t = setup({ perStep: 0, extra: { waitForInput: true } });
    t.start();
    t.stage.worldReady(t.world());
    await settle();
    t.send({ type: 'runtime.resume' });
    // A frame 50 ms on: until a timer task has run behind whatever input is queued, no step runs.
    t.tick(50);
    expect(t.hook()!.state().tick).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The next frame runs the steps up to the time the timer read (3), not up to its own (6).
    t.tick(50);
    expect(t.hook()!.state().tick).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 10));
    t.tick(0);
    expect(t.hook()!.state().tick).toBe(6);
  });
});
