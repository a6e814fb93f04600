import {
  createMouseGame,
  type MouseEvent,
  type MouseGame,
  type MouseInput,
} from '../../../systems/mouse/index.ts';
import type { GameAdapter } from '../../engine/game-runtime.ts';
import { createMouseInput } from './mouse-input.ts';

/** What Circuit Shutdown's HUD shows (spec §2): the temperature gauge, the score, the speed. */
export interface MouseHud {
  /** 0 (cool) to 1 (shut down). */
  heat: number;
  score: number;
  /** The game's speed, 0..1. */
  speed: number;
  health: number;
  /** A hit is about to land: the gauge flashes. */
  warning: boolean;
}

export const EMPTY_MOUSE_HUD: MouseHud = { heat: 0, score: 0, speed: 0, health: 3, warning: false };

const hundredths = (value: number) => Math.round(value * 100) / 100;

/** Circuit Shutdown for the game runtime: its rules, its view on the mouse world, its input and sounds. */
export const mouseAdapter: GameAdapter<MouseGame, MouseInput, MouseEvent, MouseHud> = {
  id: 'mouse',
  createGame: (seed) => createMouseGame(seed),
  async createView(world, game, options) {
    const { createMouseGameView } = await import('../../scenes/mouse/mouse-game-view.ts');
    return createMouseGameView(world, game, options);
  },
  createInput(target, { onReleased }) {
    const pointer = createMouseInput(target, { onUnlocked: onReleased });
    return {
      take: (game) => pointer.take(game.view.targetPx),
      activate() {
        pointer.active = true;
        pointer.lock();
      },
      deactivate() {
        pointer.active = false;
        pointer.unlock();
      },
      dispose: () => pointer.dispose(),
    };
  },
  sounds: {
    // Ready, steady, go: the cue covers the machine's one-second tutorial before the clock starts.
    cue: 'sound/mouse-cue',
    onEvent: { hit: 'sound/mouse-fail', dead: 'sound/game-over' },
    loops: [{ sound: 'sound/overheating', while: (game) => game.view.willHit }],
  },
  hud(game) {
    const v = game.view;
    return {
      heat: hundredths(v.heat),
      score: v.score,
      speed: hundredths(v.speed),
      health: v.points,
      warning: v.willHit,
    };
  },
  testState(game) {
    const v = game.view;
    const under = v.tiles.find((t) => t.z - 0.5 <= 0 && t.z + 0.5 > 0) ?? null;
    return {
      tick: game.tick,
      score: game.score,
      over: game.over,
      x: v.x,
      targetPx: v.targetPx,
      heat: v.heat,
      points: v.points,
      onPath: v.onPath,
      speed: v.speed,
      // Where the lane's centre is under the player now, for steering tests.
      laneX: under ? under.x : null,
    };
  },
};
