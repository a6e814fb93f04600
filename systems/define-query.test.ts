import { addComponent, addEntity, createWorld, query, removeComponent, removeEntity } from 'bitecs';
import { describe, expect, it } from 'vitest';
import { defineQuery, type QueryCache, type QueryWorld } from './define-query.ts';

function componentsOf() {
  return { Position: { x: new Float64Array(16) }, IsHero: {} };
}
type Components = ReturnType<typeof componentsOf>;

function world(): QueryWorld<Components> {
  return createWorld({ c: componentsOf(), queries: new Map() as QueryCache });
}

const heroes = defineQuery((c: Components) => [c.Position, c.IsHero]);

describe('defineQuery', () => {
  it('matches what bitecs query() matches, registering once per world', () => {
    const w = world();
    const a = addEntity(w);
    addComponent(w, a, w.c.Position);
    addComponent(w, a, w.c.IsHero);
    const b = addEntity(w);
    addComponent(w, b, w.c.Position);
    expect([...heroes(w)]).toEqual([a]);
    expect(heroes(w)).toBe(heroes(w));
    expect([...heroes(w)]).toEqual([...query(w, [w.c.Position, w.c.IsHero])]);
    expect(w.queries.size).toBe(1);
  });

  it('stays live: entities that gain or lose the components, or are removed, show on the next call', () => {
    const w = world();
    const a = addEntity(w);
    addComponent(w, a, w.c.Position);
    expect([...heroes(w)]).toEqual([]);
    addComponent(w, a, w.c.IsHero);
    expect([...heroes(w)]).toEqual([a]);
    const b = addEntity(w);
    addComponent(w, b, w.c.Position);
    addComponent(w, b, w.c.IsHero);
    expect([...heroes(w)].sort()).toEqual([a, b].sort());
    removeComponent(w, a, w.c.IsHero);
    expect([...heroes(w)]).toEqual([b]);
    removeEntity(w, b);
    expect([...heroes(w)]).toEqual([]);
  });

  it('keeps worlds apart: one definition, each world its own stores and results', () => {
    const one = world();
    const two = world();
    const e = addEntity(one);
    addComponent(one, e, one.c.Position);
    addComponent(one, e, one.c.IsHero);
    expect([...heroes(one)]).toEqual([e]);
    expect([...heroes(two)]).toEqual([]);
    expect(heroes(one)).not.toBe(heroes(two));
  });
});
