import { useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ValueStore } from '../../engine/value-store.ts';
import type { HeadsetHud as HeadsetHudState } from '../../play/headset/headset-adapter.ts';
import { HudFigure, HudPause } from './hud-figure.tsx';

/** Headspace's HUD: the time left, the score and the finds (spec §2, §4); the clock turns red when idle. */
export function HeadsetHud({ hud, onPause }: { hud: ValueStore<HeadsetHudState>; onPause: () => void }) {
  const { t, i18n } = useLingui();
  const state = useSyncExternalStore(hud.subscribe, hud.get);
  return (
    <div className="hud" data-testid="hud" data-warning={state.idle || undefined}>
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
  );
}
