import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { menuMachine, type MenuEvent } from './menu.ts';
import { coverByShortestPaths, declaredStates, declaredTransitions } from '../test/machine-coverage.ts';

function start() {
  const actor = createActor(menuMachine);
  actor.start();
  return { actor };
}

describe('menu machine', () => {
  const events: MenuEvent[] = [
    { type: 'menu.toggle' },
    { type: 'menu.open' },
    { type: 'menu.close' },
    { type: 'modal.open', modal: 'scoreboard' },
    { type: 'modal.open', modal: 'prizes' },
    { type: 'modal.close' },
    { type: 'credits.open' },
    { type: 'credits.close' },
    { type: 'route.changed' },
  ];

  it('reaches every state and takes every transition', () => {
    const { states, transitions } = coverByShortestPaths(menuMachine, {
      input: undefined,
      events,
      serialize: (s) => JSON.stringify(s.value),
    });
    expect([...declaredStates(menuMachine)].filter((id) => !states.has(id))).toEqual([]);
    expect([...declaredTransitions(menuMachine)].filter((key) => !transitions.has(key))).toEqual([]);
  });

  it('opens and closes the menu with its toggle', () => {
    const { actor } = start();
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().matches({ menu: 'open' })).toBe(true);
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().matches({ menu: 'closed' })).toBe(true);
  });

  it('keeps one current modal; the prizes over the menu close back to the menu', () => {
    const { actor } = start();
    actor.send({ type: 'menu.open' });
    actor.send({ type: 'modal.open', modal: 'scoreboard' });
    actor.send({ type: 'modal.open', modal: 'prizes' });
    expect(actor.getSnapshot().value).toEqual({ menu: 'open', modal: 'prizes', credits: 'hidden' });
    actor.send({ type: 'modal.close' });
    expect(actor.getSnapshot().value).toEqual({ menu: 'open', modal: 'none', credits: 'hidden' });
  });

  it('refetches the leaderboard on every opening of the scoreboard', () => {
    const { actor } = start();
    const requests: number[] = [];
    actor.subscribe((s) => {
      if (requests.at(-1) !== s.context.boardRequest) requests.push(s.context.boardRequest);
    });
    actor.send({ type: 'modal.open', modal: 'scoreboard' });
    actor.send({ type: 'modal.open', modal: 'scoreboard' });
    actor.send({ type: 'modal.close' });
    actor.send({ type: 'modal.open', modal: 'prizes' });
    actor.send({ type: 'modal.open', modal: 'scoreboard' });
    expect(requests).toEqual([1, 2, 3]);
  });

  it('keeps credits as a separate flag and closes everything on a route change', () => {
    const { actor } = start();
    actor.send({ type: 'menu.open' });
    actor.send({ type: 'credits.open' });
    actor.send({ type: 'modal.open', modal: 'prizes' });
    expect(actor.getSnapshot().value).toEqual({ menu: 'open', modal: 'prizes', credits: 'shown' });
    actor.send({ type: 'route.changed' });
    expect(actor.getSnapshot().value).toEqual({ menu: 'closed', modal: 'none', credits: 'hidden' });
  });
});
