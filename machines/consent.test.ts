import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  consentMachine,
  EVERYTHING_ALLOWED,
  NOTHING_ALLOWED,
  type ConsentChoice,
  type ConsentEvent,
} from './consent.ts';
import { coverByShortestPaths, declaredStates, declaredTransitions } from '../test/machine-coverage.ts';

const show = (c: ConsentChoice) => `a=${+c.analytics} m=${+c.marketing} s=${+c.social}`;

function start(stored: ConsentChoice | null = null) {
  const calls: string[] = [];
  const actor = createActor(
    consentMachine.provide({
      actions: {
        persistChoice: (_, choice) => calls.push(`persist ${show(choice)}`),
        applyChoice: (_, choice) => calls.push(`apply ${show(choice)}`),
      },
    }),
    { input: { stored } },
  );
  actor.start();
  return { actor, calls };
}

describe('consent machine', () => {
  const events: ConsentEvent[] = [
    { type: 'consent.acceptAll' },
    { type: 'consent.rejectAll' },
    { type: 'consent.open' },
    { type: 'consent.close' },
    { type: 'consent.set', category: 'analytics', on: true },
    { type: 'consent.set', category: 'social', on: false },
    { type: 'consent.save' },
  ];

  it('reaches every state and takes every transition, from a first visit and from a remembered choice', () => {
    const states = new Set<string>();
    const transitions = new Set<string>();
    for (const stored of [null, { ...NOTHING_ALLOWED, social: true }]) {
      const covered = coverByShortestPaths(consentMachine, {
        input: { stored },
        events,
        serialize: (s) => JSON.stringify([s.value, s.context]),
      });
      covered.states.forEach((id) => states.add(id));
      covered.transitions.forEach((key) => transitions.add(key));
    }
    expect([...declaredStates(consentMachine)].filter((id) => !states.has(id))).toEqual([]);
    expect([...declaredTransitions(consentMachine)].filter((key) => !transitions.has(key))).toEqual([]);
  });

  it('asks on a first visit, and nothing optional runs until the visitor answers', () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toEqual({ undecided: 'banner' });
    expect(actor.getSnapshot().context.choice).toBeNull();
    expect(calls).toEqual([]);
  });

  it('a remembered choice is applied at once, without asking or writing it again', () => {
    const { actor, calls } = start({ analytics: true, marketing: false, social: false });
    expect(actor.getSnapshot().value).toEqual({ decided: 'idle' });
    expect(calls).toEqual(['apply a=1 m=0 s=0']);
  });

  it('Accept all allows every category; Reject all none; both are remembered and applied', () => {
    const accepted = start();
    accepted.actor.send({ type: 'consent.acceptAll' });
    expect(accepted.actor.getSnapshot().context.choice).toEqual(EVERYTHING_ALLOWED);
    expect(accepted.calls).toEqual(['persist a=1 m=1 s=1', 'apply a=1 m=1 s=1']);

    const rejected = start();
    rejected.actor.send({ type: 'consent.rejectAll' });
    expect(rejected.actor.getSnapshot().value).toEqual({ decided: 'idle' });
    expect(rejected.calls).toEqual(['persist a=0 m=0 s=0', 'apply a=0 m=0 s=0']);
  });

  it('the dialog opened from the banner starts with every switch off and saves only what was turned on', () => {
    const { actor, calls } = start();
    actor.send({ type: 'consent.open' });
    expect(actor.getSnapshot().value).toEqual({ undecided: 'settings' });
    expect(actor.getSnapshot().context.draft).toEqual(NOTHING_ALLOWED);
    actor.send({ type: 'consent.set', category: 'analytics', on: true });
    expect(calls).toEqual([]);
    actor.send({ type: 'consent.save' });
    expect(actor.getSnapshot().value).toEqual({ decided: 'idle' });
    expect(calls).toEqual(['persist a=1 m=0 s=0', 'apply a=1 m=0 s=0']);
  });

  it('closing the dialog unsaved leaves the visitor undecided, with the banner back', () => {
    const { actor, calls } = start();
    actor.send({ type: 'consent.open' });
    actor.send({ type: 'consent.set', category: 'marketing', on: true });
    actor.send({ type: 'consent.close' });
    expect(actor.getSnapshot().value).toEqual({ undecided: 'banner' });
    expect(actor.getSnapshot().context.choice).toBeNull();
    // Opening again starts over: the abandoned switch is not remembered.
    actor.send({ type: 'consent.open' });
    expect(actor.getSnapshot().context.draft).toEqual(NOTHING_ALLOWED);
    expect(calls).toEqual([]);
  });

  it('a decided visitor reopens the dialog on the choice in force and can withdraw it', () => {
    const { actor, calls } = start({ analytics: true, marketing: false, social: true });
    actor.send({ type: 'consent.open' });
    expect(actor.getSnapshot().value).toEqual({ decided: 'settings' });
    expect(actor.getSnapshot().context.draft).toEqual({ analytics: true, marketing: false, social: true });
    actor.send({ type: 'consent.set', category: 'analytics', on: false });
    actor.send({ type: 'consent.save' });
    expect(actor.getSnapshot().value).toEqual({ decided: 'idle' });
    expect(calls).toEqual(['apply a=1 m=0 s=1', 'persist a=0 m=0 s=1', 'apply a=0 m=0 s=1']);
  });

  it('closing the dialog unsaved keeps the choice in force', () => {
    const { actor, calls } = start({ analytics: true, marketing: false, social: false });
    actor.send({ type: 'consent.open' });
    actor.send({ type: 'consent.set', category: 'analytics', on: false });
    actor.send({ type: 'consent.close' });
    expect(actor.getSnapshot().value).toEqual({ decided: 'idle' });
    expect(actor.getSnapshot().context.choice?.analytics).toBe(true);
    expect(calls).toEqual(['apply a=1 m=0 s=0']);
  });

  it('ignores the banner’s buttons once decided, and switches outside the dialog', () => {
    const { actor, calls } = start({ ...NOTHING_ALLOWED });
    actor.send({ type: 'consent.acceptAll' });
    actor.send({ type: 'consent.set', category: 'analytics', on: true });
    actor.send({ type: 'consent.save' });
    expect(actor.getSnapshot().context.choice).toEqual(NOTHING_ALLOWED);
    expect(calls).toEqual(['apply a=0 m=0 s=0']);
  });
});
