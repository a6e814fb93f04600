import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { beatCalibrationMachine, CALIBRATION_BEATS } from '../../../machines/beat-calibration.ts';
import { useSoundActor } from '../../audio/sound-context.tsx';
import { metronome, TAP_BUTTON_ATTRIBUTE } from '../../play/keyboard/metronome.ts';
import { storedCalibration, storeCalibration } from '../../play/run-options.ts';

/**
 * Jungle Board's timing calibration on the intro (issue 15): what this device's offset is, and the tap-along
 * that measures it again. The machine decides (machines/beat-calibration.ts); the metronome plays and listens.
 */
export function KeyboardCalibration() {
  const { t, i18n } = useLingui();
  const muted = useSelector(useSoundActor(), (s) => s.context.muted);
  const actor = useActorRef(
    beatCalibrationMachine.provide({
      actors: { metronome },
      actions: { storeOffset: (_, { offsetMs }) => storeCalibration(offsetMs) },
    }),
    { input: { offsetMs: storedCalibration() } },
  );
  const state = useSelector(actor, (s) => s.value as string);
  const offsetMs = useSelector(actor, (s) => s.context.offsetMs);
  const beat = useSelector(actor, (s) => s.context.beat);
  const failure = useSelector(actor, (s) => s.context.failure);
  const ms = (value: number) =>
    i18n.number(value, {
      style: 'unit',
      unit: 'millisecond',
      unitDisplay: 'short',
      signDisplay: 'exceptZero',
    });

  if (state === 'listening')
    return (
      <div className="calibration" data-testid="calibration" data-state={state}>
        <p className="calibration__title">{t`Tap on every beat you hear: any arrow key, Space, or the button.`}</p>
        <button type="button" className="calibration__tap" {...{ [TAP_BUTTON_ATTRIBUTE]: '' }}>
          {t`Tap`}
        </button>
        <p className="calibration__progress" aria-live="off">
          {t`Beat ${i18n.number(beat + 1)} of ${i18n.number(CALIBRATION_BEATS)}`}
        </p>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => actor.send({ type: 'calibration.cancel' })}
        >
          {t`Cancel`}
        </button>
      </div>
    );

  return (
    <div className="calibration" data-testid="calibration" data-state={state}>
      <p className="calibration__status" role="status">
        {state === 'measured' && offsetMs !== null
          ? t`Measured: your device's timing offset is ${ms(offsetMs)}. Saved for this device.`
          : state === 'failed' && failure === 'too-few'
            ? t`Too few taps to measure. Try again and tap on every beat.`
            : state === 'failed'
              ? t`Those taps were too uneven to measure. Try again.`
              : state === 'unavailable'
                ? t`The beat could not play here. Turn the sound on and try again.`
                : offsetMs !== null
                  ? t`Timing offset for this device: ${ms(offsetMs)}.`
                  : t`Timing not calibrated on this device yet.`}
      </p>
      <button
        type="button"
        className="button button--ghost"
        data-testid="calibrate"
        disabled={muted}
        onClick={() => actor.send({ type: 'calibration.start' })}
      >
        {offsetMs === null ? t`Calibrate timing` : t`Calibrate again`}
      </button>
      {muted && <p className="game-intro__option-note">{t`Turn the sound on to calibrate.`}</p>}
    </div>
  );
}
