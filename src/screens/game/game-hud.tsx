import { useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ValueStore } from '../../engine/value-store.ts';
import type { MouseHud } from '../../play/mouse/mouse-adapter.ts';
import { HudFigure, HudPause } from './hud-figure.tsx';

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
      <HudFigure label={t`Score`} value={i18n.number(state.score)} testId="hud-score" />
      <HudFigure label={t`Speed`} value={i18n.number(state.speed, { style: 'percent' })} />
      <HudPause onPause={onPause} />
    </div>
  );
}
