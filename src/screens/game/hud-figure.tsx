import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

/** One figure of a game's HUD: its label over its value (the score, the time left, the combo…). */
export function HudFigure({
  label,
  value,
  testId,
  wide = false,
  valueClass,
}: {
  label: string;
  value: ReactNode;
  testId?: string;
  /** Takes the room the others leave, aligned to the start (the first figure of a row). */
  wide?: boolean;
  valueClass?: string;
}) {
  return (
    <div className={wide ? 'hud__figure hud__figure--time' : 'hud__figure'}>
      <span className="hud__label">{label}</span>
      <output className={valueClass ? `hud__value ${valueClass}` : 'hud__value'} data-testid={testId}>
        {value}
      </output>
    </div>
  );
}

/** The HUD's pause button (Escape pauses too). */
export function HudPause({ onPause }: { onPause: () => void }) {
  const { t } = useLingui();
  return (
    <button type="button" className="button button--ghost hud__pause" onClick={onPause}>
      {t`Pause`}
    </button>
  );
}
