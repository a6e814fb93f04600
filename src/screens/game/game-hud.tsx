import { useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ValueStore } from '../../engine/value-store.ts';
import type { MouseHud } from '../../play/mouse/mouse-adapter.ts';

/** The run's HUD: the temperature gauge, the score and the speed (spec §2). */
export function GameHud({ hud, onPause }: { hud: ValueStore<MouseHud>; onPause: () => void }) {
  const { t, i18n } = useLingui();
  const state = useSyncExternalStore(hud.subscribe, hud.get);
  const heat = Math.round(state.heat * 100);
  return (
    <div className="hud" data-testid="hud" data-warning={state.warning || undefined}>
      <div className="hud__gauge">
        <span className="hud__label" id="hud-heat">{t`Temperature`}</span>
        <div
          className="hud__bar"
          role="meter"
          aria-labelledby="hud-heat"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={heat}
          style={{ ['--heat' as string]: String(state.heat) }}
        />
      </div>
      <div className="hud__figure">
        <span className="hud__label">{t`Score`}</span>
        <output className="hud__value" data-testid="hud-score">
          {i18n.number(state.score)}
        </output>
      </div>
      <div className="hud__figure">
        <span className="hud__label">{t`Speed`}</span>
        <output className="hud__value">{i18n.number(state.speed, { style: 'percent' })}</output>
      </div>
      <button type="button" className="button button--ghost hud__pause" onClick={onPause}>
        {t`Pause`}
      </button>
    </div>
  );
}
