import {
  AMBIANCE_FADE_MS,
  AMBIANCE_VOLUME,
  MASTER_VOLUME,
  SOUNDS,
  type SoundName,
} from '../../assets/manifest.ts';
import { resolveAsset, type AssetIndex } from '../engine/asset-index.ts';
import { loopRegionMs, soundSources } from './sound-source.ts';

/**
 * The sound bank on howler (spec §4, §9): the spec's volumes under a master volume of 0.5, mute everywhere
 * through Howler's global mute, the ambiance faded in and out over 800 ms to 0.08, and the audio context
 * suspended while the tab is hidden. Each sound is fetched as Opus where the browser plays it, else as mp3
 * (`canPlay` answers for a MIME type). Loops play the seamless region the generator measured for that file
 * (the encoder's delay and padding are outside it), as a looping sprite, so they never click at the loop point.
 */
export interface HowlOptions {
  src: string[];
  volume: number;
  html5: boolean;
  preload: boolean;
  sprite?: Record<string, [number, number] | [number, number, boolean]>;
}
export interface HowlLike {
  play(sprite?: string | number): number;
  stop(id?: number): unknown;
  pause(id?: number): unknown;
  fade(from: number, to: number, durationMs: number, id?: number): unknown;
  volume(volume?: number, id?: number): unknown;
  playing(id?: number): boolean;
  once(event: 'fade', listener: (id: number) => void, id?: number): unknown;
}
export interface HowlerLike {
  mute(muted: boolean): unknown;
  volume(volume: number): unknown;
  ctx?: { suspend(): Promise<void>; resume(): Promise<void>; state?: string } | null;
}

const LOOP_SPRITE = 'loop';

export function createSoundBank(options: {
  index: AssetIndex;
  createHowl: (o: HowlOptions) => HowlLike;
  howler: HowlerLike;
  canPlay: (type: string) => boolean;
}) {
  const howls = new Map<SoundName, HowlLike>();
  const loops = new Set<SoundName>();
  let ambianceId: number | null = null;
  let ambianceOn = false;
  options.howler.volume(MASTER_VOLUME);

  const howlFor = (name: SoundName): HowlLike => {
    const existing = howls.get(name);
    if (existing) return existing;
    // The first choice only: howler picks its decoder by the URL's extension, and a sound that fails to load
    // stays silent, as an mp3 that failed would.
    const [asset] = soundSources(resolveAsset(options.index, name, false, false), options.canPlay);
    const region = loopRegionMs(asset!.meta);
    if (region) loops.add(name);
    const howl = options.createHowl({
      src: [asset!.url],
      volume: SOUNDS[name].volume,
      html5: false,
      preload: true,
      ...(region ? { sprite: { [LOOP_SPRITE]: [region.startMs, region.endMs - region.startMs, true] } } : {}),
    });
    howls.set(name, howl);
    return howl;
  };

  return {
    /** Plays a sound (a loop keeps looping until stopped); returns the playback id. */
    play(name: SoundName): number {
      const howl = howlFor(name);
      return loops.has(name) ? howl.play(LOOP_SPRITE) : howl.play();
    },
    stop(name: SoundName, id?: number): void {
      howls.get(name)?.stop(id);
    },
    setMuted(muted: boolean): void {
      options.howler.mute(muted);
    },
    /** Fades the ambiance in to 0.08 or out to silence over 800 ms; paused once silent, so it costs nothing. */
    setAmbiance(on: boolean): void {
      if (on === ambianceOn) return;
      ambianceOn = on;
      const howl = howlFor('sound/ambiance');
      if (on) {
        if (ambianceId === null || !howl.playing(ambianceId))
          ambianceId = howl.play(loops.has('sound/ambiance') ? LOOP_SPRITE : undefined);
        howl.volume(0, ambianceId);
        howl.fade(0, AMBIANCE_VOLUME, AMBIANCE_FADE_MS, ambianceId);
      } else if (ambianceId !== null) {
        const id = ambianceId;
        howl.fade(AMBIANCE_VOLUME, 0, AMBIANCE_FADE_MS, id);
        howl.once(
          'fade',
          () => {
            if (!ambianceOn) howl.pause(id);
          },
          id,
        );
      }
    },
    suspend(): void {
      void options.howler.ctx?.suspend();
    },
    resume(): void {
      void options.howler.ctx?.resume();
    },
  };
}

export type SoundBank = ReturnType<typeof createSoundBank>;
