import { fromCallback } from 'xstate';
import { CALIBRATION_BEATS, type CalibrationEvent } from '../../../machines/beat-calibration.ts';
import { BEAT_MS } from '../../../systems/keyboard/rules.ts';
import { decodeSound } from '../../audio/decode-sound.ts';
import { howlerOutput } from '../../audio/howler-output.ts';
import { firstOnsetS } from '../../audio/music-schedule.ts';
import { heardContextS } from '../../audio/output-time.ts';
import { keyOf } from './keyboard-input.ts';

/**
 * The calibration's metronome (machines/beat-calibration.ts): CALIBRATION_BEATS clicks on Jungle Board's tempo,
 * scheduled on howler's context like the game's music, and every tap (a game key, Space, or the tap button)
 * measured against the nearest click as it was heard: the same clock the game judges on.
 */
export const TAP_BUTTON_ATTRIBUTE = 'data-calibration-tap';
const CLICK_SOUND = 'sound/click';
/** The clicks are louder than the UI's click (0.07): they are the thing to listen to. */
const CLICK_GAIN = 0.6;
const FIRST_BEAT_DELAY_S = 0.8;

export const metronome = fromCallback<CalibrationEvent>(({ sendBack }) => {
  let stopped = false;
  let cleanup = () => {};
  const start = async () => {
    const output = await howlerOutput();
    if (!output || !('getOutputTimestamp' in output.context)) return sendBack({ type: 'metronome.failed' });
    const context = output.context as AudioContext;
    if (context.state !== 'running') await context.resume().catch(() => {});
    const { buffer: click } = await decodeSound(context, CLICK_SOUND);
    if (stopped) return;
    if (context.state !== 'running') return sendBack({ type: 'metronome.failed' });
    const onsetS = firstOnsetS(click.getChannelData(0), click.sampleRate, 0.01) ?? 0;
    const gain = context.createGain();
    gain.gain.value = CLICK_GAIN;
    gain.connect(output.destination);
    const firstBeatS = context.currentTime + FIRST_BEAT_DELAY_S;
    const beatS = BEAT_MS / 1000;
    const sources = Array.from({ length: CALIBRATION_BEATS }, (_, beat) => {
      const source = context.createBufferSource();
      source.buffer = click;
      source.connect(gain);
      // Started early by the click's own lead-in, so its onset sounds on the beat.
      source.start(Math.max(0, firstBeatS + beat * beatS - onsetS));
      return source;
    });
    const perfNow = () => performance.now();
    const beatAt = (perfMs: number) => (heardContextS(context, perfMs, perfNow) - firstBeatS) / beatS;
    // The test build lets a test place its taps on the clicks as this clock hears them (window.__metronome).
    // Where each tap was heard, in beats, is kept for a failed test's report (window.__metronomeHeard, once done).
    const forTests =
      import.meta.env.MODE === 'e2e'
        ? (window as unknown as { __metronome?: unknown; __metronomeHeard?: number[] })
        : null;
    const heard: number[] | null = forTests ? [] : null;
    if (forTests) forTests.__metronome = { beatAt };

    const tap = (timeStamp: number) => {
      const position = beatAt(timeStamp);
      heard?.push(position);
      const beat = Math.round(position);
      if (beat < 0 || beat >= CALIBRATION_BEATS) return;
      sendBack({ type: 'metronome.tap', beat, offsetMs: (position - beat) * BEAT_MS });
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.repeat || !(keyOf(e) || e.code === 'Space' || e.code === 'Enter')) return;
      e.preventDefault();
      tap(e.timeStamp);
    };
    const onPointerDown = (e: PointerEvent) => {
      if (!(e.target instanceof Element) || !e.target.closest(`[${TAP_BUTTON_ATTRIBUTE}]`)) return;
      e.preventDefault();
      tap(e.timeStamp);
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('pointerdown', onPointerDown);
    let lastBeat = -1;
    let frame = 0;
    const watch = () => {
      const beat = Math.floor(beatAt(perfNow()) + 0.5);
      if (beat !== lastBeat && beat >= 0 && beat < CALIBRATION_BEATS) {
        lastBeat = beat;
        sendBack({ type: 'metronome.beat', beat });
      }
      // Half a beat after the last click, late taps on it have come in.
      if (beat >= CALIBRATION_BEATS) return sendBack({ type: 'metronome.done' });
      frame = requestAnimationFrame(watch);
    };
    frame = requestAnimationFrame(watch);
    cleanup = () => {
      if (forTests) {
        delete forTests.__metronome;
        forTests.__metronomeHeard = heard ?? [];
      }
      cancelAnimationFrame(frame);
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('pointerdown', onPointerDown);
      for (const source of sources) {
        try {
          source.stop();
        } catch {
          // Already ended.
        }
        source.disconnect();
      }
      gain.disconnect();
    };
  };
  start().catch(() => {
    if (!stopped) sendBack({ type: 'metronome.failed' });
  });
  return () => {
    stopped = true;
    cleanup();
  };
});
