import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/** The numbers of a share text, formatted for a language (Lingui's `#` would format with the locale code). */
function formatted(total: number, beatPercent: number, localeIso: string) {
  return {
    score: new Intl.NumberFormat(localeIso).format(total),
    // As a percentage in the language's own way: "42 %" in French, "%42" in Turkish, "٤٢٪" in Arabic.
    beaten: new Intl.NumberFormat(localeIso, { style: 'percent', maximumFractionDigits: 0 }).format(
      beatPercent / 100,
    ),
  };
}

/** Spec §9's share text, as the player says it of their own result. */
export function ownShareText(total: number, beatPercent: number, localeIso: string): MessageDescriptor {
  const { score, beaten } = formatted(total, beatPercent, localeIso);
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
  beatPercent: number,
  localeIso: string,
): MessageDescriptor {
  const { score, beaten } = formatted(total, beatPercent, localeIso);
  return msg({
    message: plural(total, {
      one: `${name} scored ${score} point and beat ${beaten} of the challengers. Can you do better?`,
      other: `${name} scored ${score} points and beat ${beaten} of the challengers. Can you do better?`,
    }),
  });
}
