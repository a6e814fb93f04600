import {
  createHeadsetGame,
  headsetRules,
  type HeadsetEvent,
  type HeadsetGame,
  type HeadsetInput,
} from '../../../systems/headset/index.ts';
import type { GameAdapter } from '../../engine/game-runtime.ts';
import { createHeadsetInput } from './headset-input.ts';
import { howlerOutput } from '../../audio/howler-output.ts';
import { createHeadsetSound } from './headset-sound.ts';

/** What Headspace's HUD shows (spec §2, §4): the time left, the score, the finds, the idle warning. */
export interface HeadsetHud {
  /** Whole seconds left, rounded up (the clock reads 1 until it reaches 0). */
  secondsLeft: number;
  score: number;
  finds: number;
  /** The red idle indicator is on: the player is not getting closer. */
  idle: boolean;
  /**
   * The seconds the last find added to the clock (the rules' +5 s), from the find until the next source is
   * shown (the rules' 1.2 s wait): null otherwise.
   */
  bonusSeconds: number | null;
}

export const EMPTY_HEADSET_HUD: HeadsetHud = {
  secondsLeft: 30,
  score: 0,
  finds: 0,
  idle: false,
  bonusSeconds: null,
};

/** What the HUD shows of the game now. */
export function headsetHud(game: Pick<HeadsetGame, 'view'>): HeadsetHud {
  const v = game.view;
  return {
    secondsLeft: Math.ceil(v.timeLeftMs / 1000),
    score: v.score,
    finds: v.finds,
    idle: v.indicatorOn,
    // A find hides the source until the next is shown: that wait is when the bonus is shown.
    bonusSeconds: v.finds > 0 && v.target === null && !v.over ? headsetRules.FIND_BONUS_SECONDS : null,
  };
}

const hundredths = (value: number) => Math.round(value * 100) / 100;

/** Headspace for the game runtime: its rules, its view and spatial sound on the headset world, its input. */
export const headsetAdapter: GameAdapter<HeadsetGame, HeadsetInput, HeadsetEvent, HeadsetHud> = {
  id: 'headset',
  createGame: (seed, options) => createHeadsetGame(seed, { visual: options.visual }),
  async createView(world, game, options) {
    const { createHeadsetGameView } = await import('../../scenes/headset/headset-game-view.ts');
    const view = createHeadsetGameView(world, game, options);
    const sound = createHeadsetSound(howlerOutput());
    return {
      draw(g, alpha, timeS) {
        view.draw(g, alpha, timeS);
        sound.update(g.view, view.pose);
      },
      onEvent: (event) => view.onEvent?.(event),
      setPaused: (paused) => sound.setPaused(paused),
      testState: () => ({
        rippleVisible: view.state.rippleVisible,
        foundBeacons: view.state.foundBeacons,
        indicatorVisible: view.state.indicatorVisible,
        soundReady: sound.state.ready,
        soundPaused: sound.state.paused,
        audibleSrc: sound.state.audibleSrc,
      }),
      dispose() {
        sound.dispose();
        view.dispose();
      },
    };
  },
  createInput(target, { onReleased }) {
    const pointer = createHeadsetInput(target, { onUnlocked: onReleased });
    return {
      take: () => pointer.take(),
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
    // The five-second "find the source" cue over the machine's get-ready second.
    cue: 'sound/find-source',
    onEvent: { found: 'sound/headset-found', 'time-up': 'sound/game-over' },
  },
  hud: headsetHud,
  // The "+5 s" of a find shows on the frame of its step, and goes when the next source is shown.
  hudEvents: ['found', 'shown'],
  testState(game) {
    const v = game.view;
    const target = v.target;
    const dx = target ? target.x - v.x : 0;
    const dz = target ? target.z - v.z : 0;
    // The heading that would face the target (0 facing +z, towards +x), and how far to turn to it (−π … π).
    const bearing = target ? Math.atan2(dx, dz) : null;
    const turn =
      bearing === null ? null : Math.atan2(Math.sin(bearing - v.heading), Math.cos(bearing - v.heading));
    return {
      tick: game.tick,
      score: game.score,
      over: game.over,
      visual: game.visual,
      x: v.x,
      z: v.z,
      heading: v.heading,
      walking: v.walking,
      finds: v.finds,
      timeLeftMs: v.timeLeftMs,
      drainRate: hundredths(v.drainRate),
      indicatorOn: v.indicatorOn,
      target: target ? { x: target.x, z: target.z, src: target.src } : null,
      targetDistance: target ? Math.hypot(dx, dz) : null,
      targetBearing: bearing,
      targetTurn: turn,
    };
  },
};
