import { createActor, type Actor } from 'xstate';
import { soundMachine } from '../../machines/sound.ts';
import type { SoundBank } from './sound-bank.ts';
import { SOUNDS, type SoundName } from '../../assets/manifest.ts';

const isSoundName = (name: string): name is SoundName => Object.hasOwn(SOUNDS, name);

/**
 * The site's sound: the sound machine, and the howler bank it drives, created on the first user gesture
 * (browsers allow audio only then) from a lazily loaded chunk, so howler and the asset index never delay the
 * first paint. The visitor's mute choice is remembered on this device.
 */
const MUTED_KEY = 'gear-muted';

function storedMuted(): boolean {
  try {
    return localStorage.getItem(MUTED_KEY) === '1';
  } catch {
    return false;
  }
}

export function createSoundSystem(): Actor<typeof soundMachine> {
  let bank: SoundBank | null = null;
  const actor = createActor(
    soundMachine.provide({
      actions: {
        applySound: (_, params) => {
          bank?.setMuted(params.muted);
          bank?.setAmbiance(params.ambianceAudible);
        },
        suspendAudio: () => bank?.suspend(),
        resumeAudio: () => bank?.resume(),
        playEffect: (_, { name }) => {
          if (isSoundName(name)) bank?.play(name);
        },
        stopEffect: (_, { name }) => {
          if (isSoundName(name)) bank?.stop(name);
        },
      },
    }),
    { input: { muted: storedMuted() } },
  );
  actor.start();
  actor.subscribe((snapshot) => {
    try {
      localStorage.setItem(MUTED_KEY, snapshot.context.muted ? '1' : '0');
    } catch {
      // Private mode may refuse storage; the choice then lasts for this visit only.
    }
  });

  const unlock = () => {
    window.removeEventListener('pointerdown', unlock);
    window.removeEventListener('keydown', unlock);
    void import('./howler-bank.ts')
      .then(({ createHowlerBank }) => {
        bank = createHowlerBank();
        actor.send({ type: 'audio.unlocked' });
      })
      .catch((error: unknown) => console.warn('sound unavailable:', error));
  };
  window.addEventListener('pointerdown', unlock);
  window.addEventListener('keydown', unlock);
  document.addEventListener('visibilitychange', () =>
    actor.send({ type: document.hidden ? 'page.hidden' : 'page.visible' }),
  );
  return actor;
}
