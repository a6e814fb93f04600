import { useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ValueStore } from '../../engine/value-store.ts';
import type { KeyboardHud as KeyboardHudState, Rating } from '../../play/keyboard/keyboard-adapter.ts';
import { KEY_BUTTON_ATTRIBUTE } from '../../play/keyboard/keyboard-input.ts';
import { MISSES_TO_END } from '../../../systems/keyboard/rules.ts';
import { HudFigure, HudPause } from './hud-figure.tsx';

/**
 * Jungle Board's HUD (spec §2, §4): the score, the combo and the misses left of three; the 3 s countdown, then
 * each rating as it is given, with what it scored and the multiplier it was counted with ("Perfect +9 ×1.125":
 * the rules' own figures, systems/keyboard/score-run.ts) and the combo under it; while the warm-up lasts, that its
 * misses do not count; on touch screens the four keys as buttons (a tap counts when the finger lands: see
 * keyboard-input.ts). The callouts sit on dark plates, so they read over any part of the jungle.
 */
export function KeyboardHud({ hud, onPause }: { hud: ValueStore<KeyboardHudState>; onPause: () => void }) {
  const { t, i18n } = useLingui();
  const state = useSyncExternalStore(hud.subscribe, hud.get);
  const ratingWords: Record<Rating, string> = {
    perfect: t`Perfect`,
    good: t`Good`,
    bad: t`Bad`,
    missed: t`Missed`,
  };
  const lives = MISSES_TO_END - state.misses;
  return (
    <>
      <div className="hud" data-testid="hud" data-warning={lives === 1 || undefined}>
        <HudFigure wide label={t`Score`} value={i18n.number(state.score)} testId="hud-score" />
        <HudFigure label={t`Combo`} value={i18n.number(state.combo)} testId="hud-combo" />
        <HudFigure
          label={t`Misses`}
          value={`${i18n.number(state.misses)}/${i18n.number(MISSES_TO_END)}`}
          testId="hud-misses"
          valueClass="hud__misses"
        />
        <HudPause onPause={onPause} />
      </div>
      <div className="beat-callout" aria-hidden="true">
        {state.warmUp && !state.forgiven && (
          <p className="beat-callout__warm-up" data-testid="warm-up">
            {t`Warm-up: misses don't count`}
          </p>
        )}
        {state.phase === 'pending' && state.countdown > 0 && (
          <span className="beat-callout__countdown" key={state.countdown} data-testid="countdown">
            {i18n.number(state.countdown)}
          </span>
        )}
        {state.phase === 'intro' && <span className="beat-callout__ready">{t`Ready?`}</span>}
        {state.phase === 'playing' && state.rating && (
          <span
            className={`beat-callout__rating beat-callout__rating--${state.rating}`}
            key={state.ratingAtMs}
            data-testid="rating"
            data-rating={state.rating}
          >
            <span className="beat-callout__word">{ratingWords[state.rating]}</span>
            {state.rating !== 'missed' && <RatingScore hit={state} />}
            {state.forgiven && <small className="beat-callout__note">{t`Warm-up: not counted`}</small>}
            {state.combo > 1 && (
              <small className="beat-callout__combo">{t`Combo ${i18n.number(state.combo)}`}</small>
            )}
          </span>
        )}
      </div>
      <div className="key-pad" role="group" aria-label={t`Keys`}>
        <KeyButton keyName="left" label={t`Left`} glyph="←" />
        <KeyButton keyName="down" label={t`Duck`} glyph="↓" />
        <KeyButton keyName="up" label={t`Jump`} glyph="↑" />
        <KeyButton keyName="right" label={t`Right`} glyph="→" />
      </div>
    </>
  );
}

/** What a hit scored and its multiplier, as the rules counted them: "+9 ×1.125". */
function RatingScore({ hit }: { hit: { points: number; multiplier: number } }) {
  const { t, i18n } = useLingui();
  const points = i18n.number(hit.points);
  const multiplier = i18n.number(hit.multiplier, { maximumFractionDigits: 3 });
  return (
    // A signed figure and a multiplier read left to right in every language (Arabic too).
    <small className="beat-callout__points" data-testid="rating-points" dir="ltr">
      {t`+${points} ×${multiplier}`}
    </small>
  );
}

function KeyButton({ keyName, label, glyph }: { keyName: string; label: string; glyph: string }) {
  return (
    <button
      type="button"
      className="key-pad__key"
      {...{ [KEY_BUTTON_ATTRIBUTE]: keyName }}
      aria-label={label}
      title={label}
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  );
}
