import type { RunClock } from '../../engine/game-runtime.ts';
import { decodeSound } from '../../audio/decode-sound.ts';
import type { AudioOutput } from '../../audio/howler-output.ts';
import { heardContextS } from '../../audio/output-time.ts';
import {
  firstOnsetS,
  layoutFromDecoded,
  scheduleMusic,
  type MusicLayout,
} from '../../audio/music-schedule.ts';

/**
 * Jungle Board's clock is its music (spec §4, §9): the intro and the 128-beat loop are scheduled sample-exactly
 * on howler's audio context (through its master gain, so mute and the master volume apply), and the clock reads
 * the music's time from that context, at the moment the sound leaves the speakers (getOutputTimestamp, which
 * includes the output latency), never from frame times. An input event's time maps onto the same clock, so a
 * press is judged against the beat the player heard.
 *
 * Without Web Audio (or while its context cannot run), the music is silent and the clock runs on
 * performance.now(): the game stays playable, judged on the same grid.
 */
export const INTRO_SOUND = 'sound/keyboard-intro';
export const LOOP_SOUND = 'sound/keyboard-loop';
/** Music is scheduled this far ahead of "now", so its first sample is never late. */
const LEAD_S = 0.06;

export interface MusicClock extends RunClock {
  /** Decoding is done (or failed: the clock then runs silent). */
  readonly ready: Promise<void>;
}

interface MusicMeta {
  firstBeatMs?: number;
  endMs?: number;
  loopStartMs?: number;
  loopEndMs?: number;
}

export function createMusicClock(
  output: Promise<AudioOutput | null>,
  perfNow: () => number = () => performance.now(),
): MusicClock {
  let context: AudioContext | null = null;
  let destination: AudioNode | null = null;
  let layout: MusicLayout | null = null;
  let buffers: { intro: AudioBuffer; loop: AudioBuffer } | null = null;
  let gain: GainNode | null = null;
  let sources: AudioBufferSourceNode[] = [];
  let measuredOnsetMs: number | null = null;
  /** What was decoded, for tests and benches: the MIME types of the intro and the loop. */
  let musicType: string | null = null;

  // Where the music stands while stopped, and, while it plays, how to read its time.
  let positionMs = 0;
  let playing: null | { kind: 'audio'; startContextS: number } | { kind: 'silent'; startPerfMs: number } =
    null;
  let disposed = false;

  const ready = output
    .then(async (out) => {
      if (!out || !('getOutputTimestamp' in out.context)) return;
      const ctx = out.context as AudioContext;
      let [introSound, loopSound] = await Promise.all([
        decodeSound(ctx, INTRO_SOUND),
        decodeSound(ctx, LOOP_SOUND),
      ]);
      // The loop is moved by the shift measured on the intro, so both must come from one codec: where one fell
      // back to mp3 (its Opus file would not decode), the other is taken as mp3 too.
      if (introSound.type !== loopSound.type) {
        const mp3Only = { canPlay: () => false };
        if (introSound.type) introSound = await decodeSound(ctx, INTRO_SOUND, mp3Only);
        else loopSound = await decodeSound(ctx, LOOP_SOUND, mp3Only);
      }
      const { buffer: intro } = introSound;
      const { buffer: loop } = loopSound;
      // Each file's own timing facts: an Opus file and its mp3 put the first beat and the loop elsewhere.
      const introMeta = introSound.meta as MusicMeta;
      const loopMeta = loopSound.meta as MusicMeta;
      musicType = [introSound.type ?? 'audio/mpeg', loopSound.type ?? 'audio/mpeg'].join(' + ');
      const onset = firstOnsetS(intro.getChannelData(0), intro.sampleRate);
      measuredOnsetMs = onset === null ? null : onset * 1000;
      layout = layoutFromDecoded({
        introFirstBeatMs: introMeta.firstBeatMs ?? 0,
        introEndMs: introMeta.endMs ?? intro.duration * 1000,
        loopStartMs: loopMeta.loopStartMs ?? 0,
        loopEndMs: loopMeta.loopEndMs ?? loop.duration * 1000,
        measuredIntroOnsetS: onset,
      });
      context = ctx;
      destination = out.destination;
      buffers = { intro, loop };
    })
    .catch(() => {
      // Undecodable or unreachable music: the clock runs silent, which the test state reports.
    });

  const at = (perfMs: number): number => {
    if (!playing) return positionMs;
    if (playing.kind === 'silent') return positionMs + Math.max(0, perfMs - playing.startPerfMs);
    const elapsedS = heardContextS(context!, perfMs, perfNow) - playing.startContextS;
    // Until the first scheduled sample is heard, the music stands where it was started.
    return positionMs + Math.max(0, elapsedS * 1000);
  };

  const stopSources = () => {
    for (const source of sources) {
      source.onended = null;
      try {
        source.stop();
      } catch {
        // A source that never started (or already ended) has nothing to stop.
      }
      source.disconnect();
    }
    sources = [];
  };

  const startAudio = (ctx: AudioContext): boolean => {
    if (!layout || !buffers || !destination || ctx.state !== 'running') return false;
    if (!gain) {
      gain = ctx.createGain();
      gain.connect(destination);
    }
    const startS = ctx.currentTime + LEAD_S;
    const plan = scheduleMusic(layout, positionMs, startS);
    if (plan.intro) {
      const intro = ctx.createBufferSource();
      intro.buffer = buffers.intro;
      intro.connect(gain);
      intro.start(plan.intro.whenS, plan.intro.offsetS);
      sources.push(intro);
    }
    const loop = ctx.createBufferSource();
    loop.buffer = buffers.loop;
    loop.loop = true;
    loop.loopStart = layout.loopStartS;
    loop.loopEnd = layout.loopEndS;
    loop.connect(gain);
    loop.start(plan.loop.whenS, plan.loop.offsetS);
    sources.push(loop);
    playing = { kind: 'audio', startContextS: startS };
    return true;
  };

  const pause = () => {
    if (!playing) return;
    positionMs = at(perfNow());
    playing = null;
    stopSources();
  };

  return {
    ready,
    now: () => at(perfNow()),
    at,
    resume() {
      if (playing || disposed) return;
      if (!(context && startAudio(context))) playing = { kind: 'silent', startPerfMs: perfNow() };
    },
    pause,
    testState: () => ({
      musicMs: at(perfNow()),
      musicSource: playing?.kind ?? (layout ? 'audio' : 'silent'),
      musicOnsetMs: measuredOnsetMs,
      musicType,
      audioContextMs: context ? context.currentTime * 1000 : null,
      outputLatencyMs: context ? (context.outputLatency || 0) * 1000 : null,
    }),
    dispose() {
      disposed = true;
      pause();
      gain?.disconnect();
      gain = null;
    },
  };
}
