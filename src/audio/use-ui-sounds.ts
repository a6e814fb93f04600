import { useEffect } from 'react';
import { useSoundActor } from './sound-context.tsx';

/** What counts as a control for the UI sounds: buttons, links, and form controls a visitor chooses with. */
const CONTROL = 'button, a[href], [role="button"], [role="switch"], select, summary, input[type="checkbox"]';

function controlOf(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(CONTROL) : null;
}

/**
 * Spec §9: a click sound (volume 0.07) when a control is used and a hover sound (0.2) when a mouse enters one.
 * One listener on the document serves every control, present and future. The sound machine drops both before
 * the first gesture, and the muted bank plays them silently; the game canvas is not a control, so games keep
 * their own sounds.
 */
export function useUiSounds(): void {
  const sound = useSoundActor();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const control = controlOf(event.target);
      if (control && !control.matches(':disabled')) sound.send({ type: 'sound.play', name: 'sound/click' });
    };
    const onOver = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      const control = controlOf(event.target);
      // Moving between a control's own children is not entering it again.
      if (!control || control.contains(event.relatedTarget as Node | null)) return;
      if (!control.matches(':disabled')) sound.send({ type: 'sound.play', name: 'sound/hover' });
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('pointerover', onOver, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('pointerover', onOver, true);
    };
  }, [sound]);
}
