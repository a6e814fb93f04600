import { fromCallback } from 'xstate';
import type { RuntimeCommand, RuntimeInput, RuntimeReport } from '../../../machines/game-run.ts';
import { createFixedStepLoop } from '../../../systems/loop.ts';
import { createMouseGame, type MouseEvent, type MouseGame } from '../../../systems/mouse/index.ts';
import { stageHandle } from '../../scenes/stage-handle.ts';
import type { HudStore } from '../hud-store.ts';
import { createMouseInput } from './mouse-input.ts';

/**
 * Circuit Shutdown's runtime, invoked by the game-run machine for the whole run: it borrows the stage's scene,
 * loads the mouse world's assets, and on every rendered frame runs the fixed steps that are due (with the
 * input gathered since) and draws the view. Its clock stays stopped until the machine says resume.
 */
export interface MouseRuntimeDeps {
  hud: HudStore;
  sound: { play(name: string): void; stop(name: string): void };
  reducedMotion: boolean;
  /** The player let go of the pointer lock (Escape, a double-click): the UI pauses the run. */
  onPointerReleased: () => void;
  /** The test build's hook (window.__game); absent in production. */
  exposeForTests?: (
    game: MouseGame,
    control: { stepNow(count: number): void; freeze(on: boolean): void; frameStats(): FrameStats },
  ) => () => void;
}

export const NO_WEBGL = 'webgl-unavailable';

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
const HUD_EVERY_MS = 100;

const SOUND_OF: Partial<Record<MouseEvent, string>> = { hit: 'sound/mouse-fail', dead: 'sound/game-over' };

export function mouseRuntime(deps: MouseRuntimeDeps) {
  return fromCallback<RuntimeCommand, RuntimeInput>(({ input, sendBack, receive }) => {
    const report = (event: RuntimeReport) => sendBack(event);
    let disposed = false;
    let cleanup: (() => void) | null = null;
    let pendingCommands: RuntimeCommand[] = [];
    let handle: ((command: RuntimeCommand) => void) | null = null;
    receive((command) => (handle ? handle(command) : pendingCommands.push(command)));

    const scene = stageHandle.scene;
    const queue = stageHandle.queue;
    if (!scene || !queue) {
      report({ type: 'runtime.failed', message: NO_WEBGL });
      return () => {};
    }
    stageHandle.claim('mouse');

    void Promise.all([queue.loadScene('mouse'), import('../../scenes/mouse/mouse-scene.ts')])
      .then(([assets, { createMouseScene }]) => {
        if (disposed) return;
        const game = createMouseGame(input.seed);
        const view = createMouseScene(scene, assets, { reducedMotion: deps.reducedMotion });
        const canvas = scene.getEngine().getRenderingCanvas() ?? document.body;
        const pointer = createMouseInput(canvas, { onUnlocked: deps.onPointerReleased });
        let previousDistance = game.view.distance;
        let alpha = 0;
        let frozen = false;
        let finished = false;
        let lastHud = -Infinity;
        let overheating = false;

        const finish = () => {
          if (finished) return;
          finished = true;
          loop.pause();
          report({
            type: 'runtime.over',
            result: { score: game.score, durationMs: game.durationMs, gameData: { ...game.recording() } },
          });
        };
        const stepOnce = () => {
          previousDistance = game.view.distance;
          const events = game.step(pointer.take(game.view.targetPx));
          for (const event of events) {
            const sound = SOUND_OF[event];
            if (sound) deps.sound.play(sound);
            if (event === 'hit') view.shake();
          }
          const hot = game.view.willHit;
          if (hot !== overheating) {
            overheating = hot;
            if (hot) deps.sound.play('sound/overheating');
            else deps.sound.stop('sound/overheating');
          }
          if (game.over) finish();
        };
        const loop = createFixedStepLoop({ step: stepOnce });
        loop.pause();
        // Ready, steady, go: the cue covers the machine's one-second tutorial before the clock starts.
        deps.sound.play('sound/mouse-cue');

        const publishHud = (now: number) => {
          if (now - lastHud < HUD_EVERY_MS && !game.over) return;
          lastHud = now;
          const v = game.view;
          deps.hud.set({
            heat: Math.round(v.heat * 100) / 100,
            score: v.score,
            speed: Math.round(v.speed * 100) / 100,
            health: v.points,
            warning: v.willHit,
          });
        };
        const frame = scene.onBeforeRenderObservable.add(() => {
          const now = performance.now();
          if (!frozen && !finished) alpha = loop.advance(now).alpha;
          view.draw({ view: game.view, previousDistance, alpha, time: now / 1000 });
          publishHud(now);
        });

        const removeHook =
          deps.exposeForTests?.(game, {
            stepNow(count) {
              for (let i = 0; i < count && !finished; i++) stepOnce();
              alpha = 1;
            },
            freeze(on) {
              frozen = on;
              if (!on && !loop.paused) loop.resume(performance.now());
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
            loop.resume(performance.now());
            pointer.active = true;
            pointer.lock();
          } else if (command.type === 'runtime.pause') {
            loop.pause();
            pointer.active = false;
            pointer.unlock();
            deps.sound.stop('sound/overheating');
            overheating = false;
          } else finish();
        };
        for (const command of pendingCommands) handle(command);
        pendingCommands = [];

        cleanup = () => {
          scene.onBeforeRenderObservable.remove(frame);
          removeHook();
          deps.sound.stop('sound/overheating');
          pointer.dispose();
          view.dispose();
          queue.releaseScene('mouse');
        };
      })
      .catch((error: unknown) => {
        if (!disposed)
          report({
            type: 'runtime.failed',
            message: error instanceof Error ? error.message : String(error),
          });
      });

    return () => {
      disposed = true;
      cleanup?.();
      stageHandle.claim(null);
    };
  });
}
