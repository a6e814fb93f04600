import { assign, setup } from 'xstate';

/**
 * Sound (spec §4): muted or not; the ambiance plays only while its flag is on and sound is not muted, fading
 * in or out over 800 ms to volume 0.08. Browsers allow audio only after a user gesture, and the site is silent
 * while its tab is hidden. The machine decides; the sound bank, injected with `.provide()`, does.
 */
export interface SoundContext {
  muted: boolean;
  /** Spec §3: musicalAmbiancePlaying, on by default. */
  ambiance: boolean;
}

export type SoundEvent =
  | { type: 'sound.toggleMute' }
  | { type: 'sound.setMuted'; muted: boolean }
  | { type: 'ambiance.set'; on: boolean }
  | { type: 'audio.unlocked' }
  | { type: 'page.hidden' }
  | { type: 'page.visible' }
  /** A game's sound effect or loop (the bank knows which are loops); muted sound still plays, silently. */
  | { type: 'sound.play'; name: string }
  | { type: 'sound.stop'; name: string };

const applySound = {
  type: 'applySound',
  params: ({ context }: { context: SoundContext }) => ({
    muted: context.muted,
    ambianceAudible: !context.muted && context.ambiance,
  }),
} as const;

export const soundMachine = setup({
  types: { context: {} as SoundContext, events: {} as SoundEvent, input: {} as Partial<SoundContext> },
  actions: {
    toggleMute: assign({ muted: ({ context }) => !context.muted }),
    setMuted: assign({
      muted: ({ context, event }) => (event.type === 'sound.setMuted' ? event.muted : context.muted),
    }),
    setAmbiance: assign({
      ambiance: ({ context, event }) => (event.type === 'ambiance.set' ? event.on : context.ambiance),
    }),
    /** Tells the sound bank the mute state and whether the ambiance should be heard (implemented by the app). */
    applySound: (_, _params: { muted: boolean; ambianceAudible: boolean }) => {},
    suspendAudio: () => {},
    resumeAudio: () => {},
    /** Starts or stops one sound of the bank (implemented by the app). */
    playEffect: (_, _params: { name: string }) => {},
    stopEffect: (_, _params: { name: string }) => {},
  },
}).createMachine({
  id: 'sound',
  description: 'Mute, the ambiance loop, the browser’s audio unlock and tab visibility.',
  context: ({ input }) => ({ muted: input.muted ?? false, ambiance: input.ambiance ?? true }),
  initial: 'locked',
  states: {
    locked: {
      description: 'No user gesture yet: the browser does not allow sound. Choices are remembered.',
      on: {
        'sound.toggleMute': { actions: 'toggleMute' },
        'sound.setMuted': { actions: 'setMuted' },
        'ambiance.set': { actions: 'setAmbiance' },
        'audio.unlocked': { target: 'ready', description: 'The first click, tap or key press.' },
      },
    },
    ready: {
      description: 'Sound may play.',
      entry: applySound,
      initial: 'visible',
      on: {
        'sound.toggleMute': { actions: ['toggleMute', applySound] },
        'sound.setMuted': { actions: ['setMuted', applySound] },
        'ambiance.set': { actions: ['setAmbiance', applySound] },
      },
      states: {
        visible: {
          description: 'The tab is shown.',
          on: {
            'page.hidden': { target: 'hidden', actions: 'suspendAudio' },
            'sound.play': {
              actions: {
                type: 'playEffect',
                params: ({ event }) => ({ name: event.name }),
              },
              description: 'A game effect; before the first gesture or while hidden it is dropped.',
            },
            'sound.stop': {
              actions: { type: 'stopEffect', params: ({ event }) => ({ name: event.name }) },
            },
          },
        },
        hidden: {
          description: 'The tab is hidden: audio suspended.',
          on: {
            'page.visible': { target: 'visible', actions: 'resumeAudio' },
            'sound.stop': {
              actions: { type: 'stopEffect', params: ({ event }) => ({ name: event.name }) },
            },
          },
        },
      },
    },
  },
});
