import type { HeadsetView } from '../../../systems/headset/index.ts';
import { createSpatialMix, type SpatialMix, type SpatialSource } from '../../audio/spatial-mix.ts';
import { decodeSound } from '../../audio/decode-sound.ts';
import { loopRegionMs } from '../../audio/sound-source.ts';
import { type AudioOutput } from '../../audio/howler-output.ts';
import { SOUNDS } from '../../../assets/manifest.ts';

/**
 * Headspace's sources, heard where they stand (spec §1, §4): each of the three source sounds loops through the
 * spatial mix (src/audio/spatial-mix.ts) on howler's context and master gain, so mute and the master volume
 * apply; only the visible source is audible, the listener stands at the character's head and turns with it.
 * Pausing the run silences the mix, resuming brings it back; the run's end silences it for good.
 */
export interface HeadsetSound {
  /** Follows the view: the listener (drawn between two steps: `x`, `z`, `heading`), the sources, who is heard. */
  update(view: HeadsetView, pose: { x: number; z: number; heading: number }): void;
  setPaused(paused: boolean): void;
  /** For the test build: the mix is silenced (paused), its sources are decoded and playing, which one is heard. */
  readonly state: { paused: boolean; ready: boolean; audibleSrc: number | null };
  dispose(): void;
}

/** Where the ears are: a standing person's head (the sources sit at 1, about chest height). */
export const HEAD_HEIGHT = 1.6;

/** The sound of each source, by its `src` (0, 1, 2). */
export const SOURCE_SOUNDS = [
  'sound/headset-source-1',
  'sound/headset-source-2',
  'sound/headset-source-3',
] as const;

export function createHeadsetSound(output: Promise<AudioOutput | null>): HeadsetSound {
  let mix: SpatialMix | null = null;
  let sources: SpatialSource[] = [];
  let disposed = false;
  const state = { paused: true, ready: false, audibleSrc: null as number | null };
  const audible: (boolean | null)[] = SOURCE_SOUNDS.map(() => null);

  void output
    .then(async (out) => {
      if (!out || disposed) return;
      const decoded = await Promise.all(SOURCE_SOUNDS.map((name) => decodeSound(out.context, name)));
      if (disposed) return;
      mix = createSpatialMix(out.context, out.destination);
      mix.setPaused(state.paused);
      sources = decoded.map(({ buffer, meta }, i) => {
        const source = mix!.addSource(buffer, SOUNDS[SOURCE_SOUNDS[i]!].volume, loopRegionMs(meta));
        // Silent until the view says which one is shown.
        source.setAudible(false);
        return source;
      });
      audible.fill(false);
      state.ready = true;
    })
    .catch((error: unknown) => console.warn('headset sound unavailable:', error));

  return {
    update(view, pose) {
      let heard: number | null = null;
      for (const emitter of view.emitters) {
        const on = emitter.visible && !view.over;
        if (on) heard = emitter.src;
        const source = sources[emitter.src];
        if (!source) continue;
        if (on) source.setPosition(emitter.x, emitter.y, emitter.z);
        if (audible[emitter.src] !== on) {
          audible[emitter.src] = on;
          source.setAudible(on);
        }
      }
      state.audibleSrc = heard;
      mix?.setListener({
        x: pose.x,
        y: HEAD_HEIGHT,
        z: pose.z,
        forwardX: Math.sin(pose.heading),
        forwardZ: Math.cos(pose.heading),
      });
    },
    setPaused(paused) {
      if (state.paused === paused) return;
      state.paused = paused;
      mix?.setPaused(paused);
    },
    state,
    dispose() {
      disposed = true;
      mix?.dispose();
      mix = null;
      sources = [];
      state.ready = false;
    },
  };
}
