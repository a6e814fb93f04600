import type { GameId } from '../../../api/site-routes.ts';
import type { WorldStage } from '../../scenes/stage-store.ts';
import type { TimelineStepper } from '../../../systems/replay-timeline.ts';
import { mouseReplayStepper } from '../../../systems/mouse/replay.ts';
import { createMouseView } from '../../../systems/mouse/view.ts';
import { scoreOf as mouseScore } from '../../../systems/mouse/score-run.ts';
import { headsetReplayStepper } from '../../../systems/headset/replay.ts';
import { createHeadsetView } from '../../../systems/headset/view.ts';
import { scoreOf as headsetScore } from '../../../systems/headset/score-hunt.ts';
import { keyboardReplayStepper } from '../../../systems/keyboard/replay.ts';
import { scoreOf as keyboardScore } from '../../../systems/keyboard/score-run.ts';
import { createReplayDriver, type ReplayDriver } from './replay-driver.ts';

/**
 * A stored run made ready to watch: its game's replay stepper (systems/<game>/replay.ts, the server's own), the
 * driver that plays it, and the game's own view on its world's scene (src/scenes/<game>/<game>-game-view.ts), fed
 * the replayed world instead of a live run's. The view is loaded on demand, as a live run's is.
 */
export interface ReplayedRun {
  readonly game: GameId;
  readonly driver: ReplayDriver;
  createView(stage: WorldStage, options: { reducedMotion: boolean }): Promise<ReplayView>;
}

export interface ReplayView {
  draw(alpha: number, timeS: number): void;
  dispose(): void;
}

interface ViewLike<G> {
  draw(game: G, alpha: number, timeS: number): void;
  onEvent?(event: never): void;
  dispose(): void;
}

/** Builds the driver; each step's events go to the view once it exists (a hit shakes the camera, as live). */
function replayed<W extends { ctx: { events: readonly string[] } }, G>(
  game: GameId,
  stepper: TimelineStepper<W>,
  score: (world: W) => number,
  viewGame: G,
  loadView: (stage: WorldStage, game: G, options: { reducedMotion: boolean }) => Promise<ViewLike<G>>,
): ReplayedRun {
  let onEvent: ((event: string) => void) | null = null;
  const driver = createReplayDriver({
    stepper,
    score,
    onStep(world) {
      if (onEvent) for (const event of world.ctx.events) onEvent(event);
    },
  });
  return {
    game,
    driver,
    async createView(stage, options) {
      const view = await loadView(stage, viewGame, options);
      const handler = view.onEvent as ((event: string) => void) | undefined;
      onEvent = handler ? (event) => handler.call(view, event) : null;
      return {
        draw: (alpha, timeS) => view.draw(viewGame, alpha, timeS),
        dispose() {
          onEvent = null;
          view.dispose();
        },
      };
    },
  };
}

/**
 * The run of `game` from its stored replay and seed. Throws InvalidReplayError (systems/replay-timeline.ts) for a
 * replay the server would refuse, which a stored run never is unless the rules changed since.
 */
export function replayRun(game: GameId, gameData: unknown, seed: number): ReplayedRun {
  switch (game) {
    case 'mouse': {
      const stepper = mouseReplayStepper(gameData, seed);
      const world = stepper.world;
      return replayed(
        game,
        stepper,
        mouseScore,
        { world, view: createMouseView(() => world) },
        async (stage, viewGame, options) => {
          const { createMouseGameView } = await import('../../scenes/mouse/mouse-game-view.ts');
          return createMouseGameView(stage, viewGame, options);
        },
      );
    }
    case 'headset': {
      const stepper = headsetReplayStepper(gameData, seed);
      const world = stepper.world;
      return replayed(
        game,
        stepper,
        headsetScore,
        { world, view: createHeadsetView(() => world), visual: stepper.visual },
        async (stage, viewGame, options) => {
          const { createHeadsetGameView } = await import('../../scenes/headset/headset-game-view.ts');
          return createHeadsetGameView(stage, viewGame, options);
        },
      );
    }
    case 'keyboard': {
      const stepper = keyboardReplayStepper(gameData, seed);
      return replayed(
        game,
        stepper,
        keyboardScore,
        { world: stepper.world },
        async (stage, viewGame, options) => {
          const { createKeyboardGameView } = await import('../../scenes/keyboard/keyboard-game-view.ts');
          return createKeyboardGameView(stage, viewGame, options);
        },
      );
    }
  }
}
