import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { soundMachine, type SoundEvent } from './sound.ts';
import { coverByShortestPaths, declaredStates, declaredTransitions } from '../test/machine-coverage.ts';

function start(input: { muted?: boolean; ambiance?: boolean } = {}) {
  const calls: string[] = [];
  const actor = createActor(
    soundMachine.provide({
      actions: {
        applySound: (_, params) =>
          calls.push(`apply muted=${params.muted} ambiance=${params.ambianceAudible}`),
        suspendAudio: () => calls.push('suspend'),
        resumeAudio: () => calls.push('resume'),
        playEffect: (_, { name }) => calls.push(`play ${name}`),
        stopEffect: (_, { name }) => calls.push(`stop ${name}`),
      },
    }),
    { input },
  );
  actor.start();
  return { actor, calls };
}

describe('sound machine', () => {
  const events: SoundEvent[] = [
    { type: 'sound.toggleMute' },
    { type: 'sound.setMuted', muted: true },
    { type: 'sound.setMuted', muted: false },
    { type: 'ambiance.set', on: false },
    { type: 'ambiance.set', on: true },
    { type: 'audio.unlocked' },
    { type: 'page.hidden' },
    { type: 'page.visible' },
    { type: 'sound.play', name: 'sound/mouse-fail' },
    { type: 'sound.stop', name: 'sound/overheating' },
  ];

  it('reaches every state and takes every transition', () => {
    const { states, transitions } = coverByShortestPaths(soundMachine, {
      input: {},
      events,
      serialize: (s) => JSON.stringify([s.value, s.context]),
    });
    expect([...declaredStates(soundMachine)].filter((id) => !states.has(id))).toEqual([]);
    expect([...declaredTransitions(soundMachine)].filter((key) => !transitions.has(key))).toEqual([]);
  });

  it('stays silent until the first gesture, remembering choices, then applies them', () => {
    const { actor, calls } = start();
    actor.send({ type: 'sound.toggleMute' });
    expect(calls).toEqual([]);
    actor.send({ type: 'audio.unlocked' });
    expect(calls).toEqual(['apply muted=true ambiance=false']);
  });

  it('plays the ambiance only when its flag is on and sound is not muted', () => {
    const { actor, calls } = start();
    actor.send({ type: 'audio.unlocked' });
    actor.send({ type: 'ambiance.set', on: false });
    actor.send({ type: 'ambiance.set', on: true });
    actor.send({ type: 'sound.setMuted', muted: true });
    actor.send({ type: 'sound.toggleMute' });
    expect(calls).toEqual([
      'apply muted=false ambiance=true',
      'apply muted=false ambiance=false',
      'apply muted=false ambiance=true',
      'apply muted=true ambiance=false',
      'apply muted=false ambiance=true',
    ]);
  });

  it('suspends audio while the tab is hidden', () => {
    const { actor, calls } = start({ muted: true });
    actor.send({ type: 'audio.unlocked' });
    actor.send({ type: 'page.hidden' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'hidden' });
    actor.send({ type: 'page.visible' });
    expect(calls.slice(1)).toEqual(['suspend', 'resume']);
  });

  it('plays game effects only once sound is unlocked and the tab is shown; stops them even while hidden', () => {
    const { actor, calls } = start();
    actor.send({ type: 'sound.play', name: 'sound/mouse-cue' });
    actor.send({ type: 'audio.unlocked' });
    actor.send({ type: 'sound.play', name: 'sound/overheating' });
    actor.send({ type: 'page.hidden' });
    actor.send({ type: 'sound.play', name: 'sound/mouse-fail' });
    actor.send({ type: 'sound.stop', name: 'sound/overheating' });
    expect(calls.filter((c) => c.startsWith('play') || c.startsWith('stop'))).toEqual([
      'play sound/overheating',
      'stop sound/overheating',
    ]);
  });
});
