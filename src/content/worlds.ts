import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { GameId } from '../../api/site-routes.ts';

/** What each product world says about its device and its game (spec §1; claims in docs/decisions.md). */
export interface WorldCopy {
  product: MessageDescriptor;
  title: MessageDescriptor;
  subtitle: MessageDescriptor;
  intro: MessageDescriptor;
  /** The three key selling points; each is shown under the tagline of the same index as its title. */
  claims: readonly [MessageDescriptor, MessageDescriptor, MessageDescriptor];
  taglines: readonly [MessageDescriptor, MessageDescriptor, MessageDescriptor];
  howTo: MessageDescriptor;
  /**
   * The intro's gifts line: `prize` while the prize draw is active, `leaderboard` otherwise (before or after the
   * draw, or in a country where it does not run), so the site never promises a prize it cannot give.
   */
  gifts: { prize: MessageDescriptor; leaderboard: MessageDescriptor };
  /**
   * The call to play at the foot of the product page. One message per game: "it" is the device, whose gender
   * and number the translation must agree with (la souris, los auriculares, …).
   */
  playPrompt: MessageDescriptor;
  /** How to steer, for the intro of a game that is playable in this build. */
  controls?: MessageDescriptor;
}

/** The mouse sensor's resolution: a placeholder, so each language groups its digits (20 000, 20.000, 20,000). */
const dpi = 20_000;

export const WORLDS: Record<GameId, WorldCopy> = {
  mouse: {
    product: msg`Mouse`,
    title: msg`The mouse world`,
    subtitle: msg`Light enough to forget, precise enough to win.`,
    intro: msg`A featherweight shell around a sensor that never loses track. Built for long nights and fast flicks.`,
    claims: [
      msg`74 g featherweight design`,
      msg`Up to ${dpi} DPI sensor`,
      msg`Up to 80 hours of battery life`,
    ],
    taglines: [msg`74 grams`, msg`Accuracy`, msg`Game all day`],
    howTo: msg`Follow the circuit path with your mouse. Every time you stray from the lines the temperature rises; overheat three times and the circuit shuts down.`,
    gifts: {
      prize: msg`Score high to climb the leaderboard and win gaming gear.`,
      leaderboard: msg`Score high to climb the leaderboard and beat the other players.`,
    },
    playPrompt: msg`Ready to test it? Play Circuit Shutdown.`,
    controls: msg`Steer with the mouse (click to capture the pointer, double-click to release it), drag with a finger, or use the ← → arrows or A and D. Escape pauses.`,
  },
  headset: {
    product: msg`Headset`,
    title: msg`The headset world`,
    subtitle: msg`Hear every step before you see it.`,
    intro: msg`Wide-stage sound and soft memory-foam cushions: you hear where the action is and forget you are wearing it.`,
    claims: [
      msg`Switch devices on the fly`,
      msg`50 mm drivers with 7.1 surround sound`,
      msg`Up to 30 hours wireless`,
    ],
    taglines: [msg`On the fly`, msg`Perfect headset`, msg`Comfy`],
    howTo: msg`Hold the click or keep your finger on the screen to walk, and follow the sound to find its source before the timer runs out. Each find adds 5 seconds.`,
    controls: msg`Hold the mouse button or a finger on the screen to walk; move the mouse or drag to turn (click to capture the pointer). The arrows or W, A, S and D walk and turn too. Escape pauses.`,
    gifts: {
      prize: msg`Score high to climb the leaderboard and win gaming gear.`,
      leaderboard: msg`Score high to climb the leaderboard and beat the other players.`,
    },
    playPrompt: msg`Ready to test it? Play Headspace.`,
  },
  keyboard: {
    product: msg`Keyboard`,
    title: msg`The keyboard world`,
    subtitle: msg`Every key, right on the beat.`,
    intro: msg`Fast, quiet switches under per-key lighting, with smart touch controls at your fingertips.`,
    claims: [
      msg`Effortless low-profile switches`,
      msg`Per-key RGB lighting`,
      msg`Smart touch media controls`,
    ],
    taglines: [msg`Effortless`, msg`RGB`, msg`Smart touch`],
    howTo: msg`Hit the right keys in rhythm as the jungle path rushes towards you. Hits are rated Perfect, Good or Bad; three misses end the run.`,
    controls: msg`Each row of keys shows the key to hit as it reaches you: ← and → change lane, ↑ jumps, ↓ ducks (or W, A, S and D). On a touch screen, tap the four buttons. Escape pauses.`,
    gifts: {
      prize: msg`Score high to climb the leaderboard and win gaming gear.`,
      leaderboard: msg`Score high to climb the leaderboard and beat the other players.`,
    },
    playPrompt: msg`Ready to test it? Play Jungle Board.`,
  },
};

/** A world's message with its figures (the descriptor's numeric values) formatted in the page's locale. */
export function worldText(i18n: I18n, message: MessageDescriptor): string {
  const values = Object.fromEntries(
    Object.entries(message.values ?? {}).map(([name, value]) => [
      name,
      typeof value === 'number' ? i18n.number(value) : value,
    ]),
  );
  // Built apart from the call: Lingui's extractor reads an object written inside i18n._() as a new message.
  const formatted: MessageDescriptor = { ...message, values };
  return i18n._(formatted);
}
