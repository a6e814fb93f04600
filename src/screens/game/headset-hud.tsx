import { useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ValueStore } from '../../engine/value-store.ts';
import type { HeadsetHud as HeadsetHudState } from '../../play/headset/headset-adapter.ts';

/** Headspace's HUD: the time left, the score and the finds (spec §2, §4); the clock turns red when idle. */
export function HeadsetHud({ hud, onPause }: { hud: ValueStore<HeadsetHudState>; onPause: () => void }) {
  const { t, i18n } = useLingui();
  const state = useSyncExternalStore(hud.subscribe, hud.get);
  return (
    <div className="hud" data-testid="hud" data-warning={state.idle || undefined}>
      <div className="hud__figure hud__figure--time">
        <span className="hud__label">{t`Time left`}</span>
        <output className="hud__value" data-testid="hud-time">
          {i18n.number(state.secondsLeft, { style: 'unit', unit: 'second', unitDisplay: 'narrow' })}
        </output>
      </div>
      <div className="hud__figure">
        <span className="hud__label">{t`Score`}</span>
        <output className="hud__value" data-testid="hud-score">
          {i18n.number(state.score)}
        </output>
      </div>
      <div className="hud__figure">
        <span className="hud__label">{t`Finds`}</span>
        <output className="hud__value" data-testid="hud-finds">
          {i18n.number(state.finds)}
        </output>
      </div>
      <button type="button" className="button button--ghost hud__pause" onClick={onPause}>
        {t`Pause`}
      </button>
    </div>
  );
}
