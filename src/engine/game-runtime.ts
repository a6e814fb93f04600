import { fromCallback } from 'xstate';
import type { GameId } from '../../api/site-routes.ts';
import type { RuntimeCommand, RuntimeInput, RuntimeReport } from '../../machines/game-run.ts';
import { createFixedStepLoop } from '../../systems/loop.ts';
import type { StageStore, WorldStage } from '../scenes/stage-store.ts';
import type { ValueStore } from './value-store.ts';

/**
 * One runtime for every game. The game-run machine invokes it for the whole `running` state: it claims the
 * game's world on the stage, and on every rendered frame runs the fixed steps that are due (with the input
 * gathered since), plays the step's sounds and draws the view. Its clock stays stopped until the machine says
 * resume; leaving the state tears everything down and gives the stage back. A game brings an adapter: its
 * rules facade, its view, its input, its sounds and what its HUD shows.
 */

/** What the runtime needs of a game's rules facade (systems/<game>/game.ts). */
export interface SteppedGame<Input, Event extends string> {
  readonly tick: number;
  readonly over: boolean;
  readonly score: number;
  readonly durationMs: number;
  /** One fixed step with this frame's raw input; returns the step's events. */
  step(inputs: readonly Input[]): readonly Event[];
  /** The replay of the run so far: what POST games/end sends as game_data. */
  recording(): object;
}

/** The game's nodes on its world's scene: drawn from the rules' state, never writing it. */
export interface GameView<G, Event extends string> {
  /** `alpha`: how far between the last two steps this frame is (0..1); `timeS`: wall seconds, for effects. */
  draw(game: G, alpha: number, timeS: number): void;
  /** A step's event, for visual effects (a hit shakes the camera). */
  onEvent?(event: Event): void;
  /**
   * The run pauses (true) or plays (false): what the view keeps going on its own (Headspace's spatial sound)
   * stops and starts with the clock. A view starts paused: the clock is stopped until the machine resumes it.
   */
  setPaused?(paused: boolean): void;
  /** What the view itself shows or plays (a ripple, its sound), added to the test build's state. */
  testState?(): Record<string, unknown>;
  dispose(): void;
}

/**
 * The time a game runs on. Most games run on the wall clock; Jungle Board runs on its music (the audio clock), so
 * that a beat is where the player hears it and a frame drop cannot move it. The runtime feeds the fixed-step loop
 * this clock, and an input stamps its events with it.
 */
export interface RunClock {
  /** The game's time now (ms); it stands still while paused. */
  now(): number;
  /** An event's time (its `timeStamp`, in performance.now() ms) on this clock. */
  at(performanceMs: number): number;
  /** The run pauses or plays on: the clock (and what it keeps time with) stops and goes on. */
  pause(): void;
  resume(): void;
  /** Settles once the clock can keep time (its music decoded); the run starts after it. */
  readonly ready?: Promise<void>;
  /** What the test build reports of it. */
  testState?(): Record<string, unknown>;
  dispose(): void;
}

/** The wall clock: performance.now(); the loop itself skips paused time. */
export function wallClock(now: () => number): RunClock {
  return { now, at: (ms) => ms, pause() {}, resume() {}, dispose() {} };
}

export interface GameInput<G, Input> {
  /** The raw input gathered since the last call, for the next step. */
  take(game: G): readonly Input[];
  /** The run plays: listen (and capture the pointer where the game wants it). */
  activate(): void;
  /** The run pauses or ends: stop listening, free the pointer. */
  deactivate(): void;
  dispose(): void;
}

export interface GameSounds<G, Event extends string> {
  /** Played once when the world is ready, over the machine's "get ready" cue. */
  readonly cue?: string;
  /** One-shot sounds per event. */
  readonly onEvent: Partial<Record<Event, string>>;
  /** Loops that play while a condition of the game holds (checked after every step, stopped on pause). */
  readonly loops?: readonly { sound: string; while(game: G): boolean }[];
}

/**
 * What the player chose for this run before it started (the intro's options), and the sound's state then. A
 * game reads what concerns it; the others ignore it.
 */
export interface RunOptions {
  /** Headspace's visual mode: a ripple shows where the source is (on when the run starts muted). */
  visual: boolean;
  /** Jungle Board: this device's audio-to-input offset (ms) from the player's calibration; 0 when never measured. */
  calibrationMs: number;
}

export const DEFAULT_RUN_OPTIONS: RunOptions = { visual: false, calibrationMs: 0 };

export interface GameAdapter<G extends SteppedGame<Input, Event>, Input, Event extends string, Hud> {
  readonly id: GameId;
  createGame(seed: number, options: RunOptions): G;
  /** Its nodes on the world's scene; loaded on demand, so the DOM screens never carry Babylon code. */
  createView(world: WorldStage, game: G, options: { reducedMotion: boolean }): Promise<GameView<G, Event>>;
  /** `clock`: the run's clock (the adapter's own, or the wall clock), to stamp events with. */
  createInput(target: HTMLElement, callbacks: { onReleased(): void; clock: RunClock }): GameInput<G, Input>;
  /** The game's own clock (default: the wall clock), created with the run and disposed with it. */
  createClock?(): RunClock;
  /**
   * A long frame's backlog is kept (up to BACKLOG_STEPS_PER_FRAME a frame, the rest on the next frames) instead of
   * dropped beyond a few steps. A game on its music's clock keeps it: dropped time would put its steps off the
   * beat for the rest of the run.
   */
  readonly keepBacklog?: boolean;
  /**
   * The steps never run past the moment up to which the browser has dispatched input (the input horizon). A game
   * that judges presses by their time stamps wants this: after a long task Chromium may draw a frame before it
   * dispatches the key events queued behind that task, and the frame's steps could judge a row before its press
   * has come in.
   */
  readonly waitForInput?: boolean;
  readonly sounds: GameSounds<G, Event>;
  /** What the HUD shows, published at most 10 times a second. */
  hud(game: G): Hud;
  /** Events the HUD shows at once, on the frame of their step (a rating must not wait for the next tenth). */
  readonly hudEvents?: readonly Event[];
  /** What the test build's window.__game.state() reports. */
  testState(game: G): Record<string, unknown>;
}

/**
 * What the render loop costs, for the scene benchmark. Babylon counts draw calls cumulatively (it restarts the
 * count only under its instrumentation), so the benchmark divides the growth of the total by the frames drawn.
 */
export interface FrameStats {
  fps: number;
  frameMs: number;
  drawCallsTotal: number;
  frames: number;
}

/** The test build's control of a running game (window.__game). */
export interface RuntimeTestControl {
  state(): Record<string, unknown>;
  stepNow(count: number): void;
  freeze(on: boolean): void;
  frameStats(): FrameStats;
  /** Every mesh, material and texture of the world is ready to draw (they arrive after the run starts). */
  sceneReady(): boolean;
}

export interface RuntimeDeps<Hud> {
  stage: StageStore;
  hud: ValueStore<Hud>;
  sound: { play(name: string): void; stop(name: string): void };
  reducedMotion: boolean;
  /** The run's options, read as each run starts (default: none chosen). */
  runOptions?: () => RunOptions;
  /** The player let go of the pointer (Escape, a double-click): the UI pauses the run. */
  onPointerReleased(): void;
  /** The test build's hook; absent in production. Returns its removal. */
  exposeForTests?: (control: RuntimeTestControl) => () => void;
  /** Wall clock in ms (tests pass their own). */
  now?: () => number;
}

export const HUD_EVERY_MS = 100;
/**
 * A game that keeps its backlog runs up to a second of it per frame: enough to keep up with its clock at a few
 * frames a second (software rendering), while a longer stall is spread over the next frames, never dropped.
 */
export const BACKLOG_STEPS_PER_FRAME = 60;
/** How often a game that waits for input reads its input horizon (ms). */
export const HORIZON_EVERY_MS = 4;

export function createGameRuntime<G extends SteppedGame<Input, Event>, Input, Event extends string, Hud>(
  adapter: GameAdapter<G, Input, Event, Hud>,
  deps: RuntimeDeps<Hud>,
) {
  const now = deps.now ?? (() => performance.now());
  return fromCallback<RuntimeCommand, RuntimeInput>(({ input, sendBack, receive }) => {
    const report = (event: RuntimeReport) => sendBack(event);
    let disposed = false;
    let teardown: (() => void) | null = null;
    let pending: RuntimeCommand[] = [];
    let handle: ((command: RuntimeCommand) => void) | null = null;
    receive((command) => (handle ? handle(command) : pending.push(command)));

    const claim = deps.stage.claim(adapter.id);
    const game = adapter.createGame(input.seed, deps.runOptions?.() ?? DEFAULT_RUN_OPTIONS);
    const clock = adapter.createClock?.() ?? wallClock(now);
    claim.ready
      .then(async (world) => {
        const [view] = await Promise.all([
          adapter.createView(world, game, { reducedMotion: deps.reducedMotion }),
          clock.ready,
        ]);
        return { world, view };
      })
      .then(({ world, view }) => {
        if (disposed) return view.dispose();
        teardown = run(world, view);
        for (const command of pending) handle?.(command);
        pending = [];
      })
      .catch((error: unknown) => {
        if (!disposed)
          report({ type: 'runtime.failed', message: error instanceof Error ? error.message : String(error) });
      });

    function run(world: WorldStage, view: GameView<G, Event>): () => void {
      const { scene } = world;
      const target = scene.getEngine().getRenderingCanvas() ?? document.body;
      const controls = adapter.createInput(target, { onReleased: deps.onPointerReleased, clock });
      const loops = adapter.sounds.loops ?? [];
      const looping = loops.map(() => false);
      let alpha = 0;
      let frozen = false;
      let finished = false;
      let lastHud = -Infinity;
      let hudDue = false;
      const hudEvents = new Set<string>(adapter.hudEvents ?? []);

      const stopLoops = () =>
        loops.forEach(({ sound }, i) => {
          if (looping[i]) deps.sound.stop(sound);
          looping[i] = false;
        });
      const finish = () => {
        if (finished) return;
        finished = true;
        loop.pause();
        clock.pause();
        controls.deactivate();
        view.setPaused?.(true);
        stopLoops();
        report({
          type: 'runtime.over',
          result: { score: game.score, durationMs: game.durationMs, gameData: { ...game.recording() } },
        });
      };
      const stepOnce = () => {
        for (const event of game.step(controls.take(game))) {
          if (hudEvents.has(event)) hudDue = true;
          const sound = adapter.sounds.onEvent[event];
          if (sound) deps.sound.play(sound);
          view.onEvent?.(event);
        }
        loops.forEach((entry, i) => {
          const on = entry.while(game);
          if (on === looping[i]) return;
          looping[i] = on;
          if (on) deps.sound.play(entry.sound);
          else deps.sound.stop(entry.sound);
        });
        if (game.over) finish();
      };
      // The input horizon: a timer reads the clock every few ms. Chromium runs input before timers, so when the
      // timer runs, every event queued before it has been dispatched: the steps may run up to the time it read.
      let horizon = clock.now();
      const horizonTimer = adapter.waitForInput
        ? setInterval(() => {
            horizon = Math.max(horizon, clock.now());
          }, HORIZON_EVERY_MS)
        : null;
      const loop = createFixedStepLoop({
        step: stepOnce,
        ...(adapter.keepBacklog ? { keepBacklog: true, maxCatchUpSteps: BACKLOG_STEPS_PER_FRAME } : {}),
      });
      loop.pause();
      if (adapter.sounds.cue) deps.sound.play(adapter.sounds.cue);

      const publishHud = (time: number) => {
        if (time - lastHud < HUD_EVERY_MS && !game.over && !hudDue) return;
        lastHud = time;
        hudDue = false;
        deps.hud.set(adapter.hud(game));
      };
      publishHud(now());
      const frame = scene.onBeforeRenderObservable.add(() => {
        const time = now();
        const clockNow = clock.now();
        if (!frozen && !finished)
          alpha = loop.advance(horizonTimer ? Math.min(clockNow, horizon) : clockNow).alpha;
        view.draw(game, alpha, time / 1000);
        publishHud(time);
      });

      const removeHook =
        deps.exposeForTests?.({
          state: () => ({ ...adapter.testState(game), ...view.testState?.(), ...clock.testState?.() }),
          // Asked for apart from the state, which tests read many times a second while they time real presses:
          // the check walks every mesh and material of the world.
          sceneReady: () => scene.isReady(),
          stepNow(count) {
            for (let i = 0; i < count && !finished; i++) stepOnce();
            alpha = 1;
          },
          freeze(on) {
            frozen = on;
            if (!on && !loop.paused) loop.resume(clock.now());
          },
          frameStats() {
            const engine = scene.getEngine();
            return {
              fps: engine.getFps(),
              frameMs: engine.getDeltaTime(),
              drawCallsTotal: engine._drawCalls.current,
              frames: engine.frameId,
            };
          },
        }) ?? (() => {});

      handle = (command) => {
        if (finished && command.type !== 'runtime.stop') return;
        if (command.type === 'runtime.resume') {
          clock.resume();
          horizon = clock.now();
          loop.resume(horizon);
          controls.activate();
          view.setPaused?.(false);
        } else if (command.type === 'runtime.pause') {
          loop.pause();
          clock.pause();
          controls.deactivate();
          view.setPaused?.(true);
          stopLoops();
        } else finish();
      };

      return () => {
        if (horizonTimer) clearInterval(horizonTimer);
        scene.onBeforeRenderObservable.remove(frame);
        removeHook();
        stopLoops();
        controls.dispose();
        view.dispose();
      };
    }

    return () => {
      disposed = true;
      teardown?.();
      clock.dispose();
      claim.release();
    };
  });
}
