import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { BeatLine } from '../../../api/beat-share.ts';
import { numberFormat } from '../../../api/locale-format.ts';

/** The numbers of a share text, formatted for a language (Lingui's `#` would format with the locale code). */
function formatted(total: number, beat: BeatLine | null, localeIso: string) {
  return {
    score: numberFormat(localeIso).format(total),
    // As a percentage in the language's own way: "42 %" in French, "%42" in Turkish, "٤٢٪" in Arabic.
    beaten:
      beat?.kind === 'beat'
        ? numberFormat(localeIso, { style: 'percent', maximumFractionDigits: 0 }).format(beat.percent / 100)
        : '',
  };
}

/**
 * Spec §9's share text, as the player says it of their own result. `beat` (api/beat-share.ts): the share of the
 * challengers beaten, 'first' when nobody else is on the board, null when the comparison is unknown (it is then
 * left out rather than said as 0 %).
 */
export function ownShareText(total: number, beat: BeatLine | null, localeIso: string): MessageDescriptor {
  const { score, beaten } = formatted(total, beat, localeIso);
  if (beat?.kind === 'first')
    return msg({
      message: plural(total, {
        one: `I scored ${score} point and I'm the first on the leaderboard`,
        other: `I scored ${score} points and I'm the first on the leaderboard`,
      }),
    });
  if (beat === null)
    return msg({
      message: plural(total, { one: `I scored ${score} point`, other: `I scored ${score} points` }),
    });
  return msg({
    message: plural(total, {
      one: `I scored ${score} point and beat ${beaten} of the challengers`,
      other: `I scored ${score} points and beat ${beaten} of the challengers`,
    }),
  });
}

/** The same result passed on by someone else (a friend's share page): the player named, a question added. */
export function passedOnShareText(
  name: string,
  total: number,
  beat: BeatLine | null,
  localeIso: string,
): MessageDescriptor {
  const { score, beaten } = formatted(total, beat, localeIso);
  if (beat?.kind === 'first')
    return msg({
      message: plural(total, {
        one: `${name} scored ${score} point and is the first on the leaderboard. Can you do better?`,
        other: `${name} scored ${score} points and is the first on the leaderboard. Can you do better?`,
      }),
    });
  if (beat === null)
    return msg({
      message: plural(total, {
        one: `${name} scored ${score} point. Can you do better?`,
        other: `${name} scored ${score} points. Can you do better?`,
      }),
    });
  return msg({
    message: plural(total, {
      one: `${name} scored ${score} point and beat ${beaten} of the challengers. Can you do better?`,
      other: `${name} scored ${score} points and beat ${beaten} of the challengers. Can you do better?`,
    }),
  });
}
