import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { useSoundActor } from '../audio/sound-context.tsx';

/** Spec §2: the sound toggle with an 8-bar equalizer; the bars move while the ambiance can be heard. */
const BARS = 8;

export function SoundToggle() {
  const { t } = useLingui();
  const actor = useSoundActor();
  const muted = useSelector(actor, (s) => s.context.muted);
  const playing = useSelector(actor, (s) => s.matches('ready') && !s.context.muted && s.context.ambiance);
  return (
    <button
      type="button"
      className="chip sound-toggle"
      aria-pressed={!muted}
      aria-label={muted ? t`Sound is off. Turn sound on` : t`Sound is on. Turn sound off`}
      data-playing={playing || undefined}
      data-testid="sound-toggle"
      onClick={() => actor.send({ type: 'sound.toggleMute' })}
    >
      <span className="equalizer" aria-hidden="true">
        {Array.from({ length: BARS }, (_, i) => (
          <span key={i} className="equalizer__bar" />
        ))}
      </span>
    </button>
  );
}
