import { useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ValueStore } from '../../engine/value-store.ts';
import type { HeadsetHud as HeadsetHudState } from '../../play/headset/headset-adapter.ts';
import { HudFigure, HudPause } from './hud-figure.tsx';
import '../../styles/headset-hud.css';

/** A signed number of seconds ("+5 s"), formatted for the locale. */
const SECONDS = { style: 'unit', unit: 'second', signDisplay: 'always' } as const;

/**
 * Headspace's HUD: the time left, the score and the finds (spec §2, §4); the clock turns red when idle. A find's
 * time bonus ("+5 s", the rules' figure, formatted for the locale) pops up over the character and the clock
 * lights up green until the next source is shown; screen readers hear it once, politely, as a sentence.
 */
export function HeadsetHud({ hud, onPause }: { hud: ValueStore<HeadsetHudState>; onPause: () => void }) {
  const { t, i18n } = useLingui();
  const state = useSyncExternalStore(hud.subscribe, hud.get);
  const bonus = state.bonusSeconds;
  const bonusSpoken = bonus === null ? '' : i18n.number(bonus, { ...SECONDS, unitDisplay: 'long' });
  return (
    <>
      <div
        className="hud"
        data-testid="hud"
        data-warning={state.idle || undefined}
        data-bonus={bonus !== null || undefined}
      >
        <HudFigure
          wide
          label={t`Time left`}
          value={i18n.number(state.secondsLeft, { style: 'unit', unit: 'second', unitDisplay: 'narrow' })}
          testId="hud-time"
        />
        <HudFigure label={t`Score`} value={i18n.number(state.score)} testId="hud-score" />
        <HudFigure label={t`Finds`} value={i18n.number(state.finds)} testId="hud-finds" />
        <HudPause onPause={onPause} />
      </div>
      {/* Always in the page, so a screen reader is listening when the bonus comes. */}
      <div
        className="find-bonus"
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-testid="find-bonus-region"
      >
        {bonus !== null && (
          // Keyed by the find: each find pops anew. The figure is drawn short; a screen reader hears a sentence.
          <p className="find-bonus__pop" key={state.finds} data-testid="find-bonus">
            <span className="find-bonus__value" aria-hidden="true">
              {i18n.number(bonus, { ...SECONDS, unitDisplay: 'narrow' })}
            </span>
            <span className="visually-hidden">{t`Source found: ${bonusSpoken} on the clock`}</span>
          </p>
        )}
      </div>
    </>
  );
}
