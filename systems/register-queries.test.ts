import {
  addComponent,
  addEntity,
  commitRemovals,
  createWorld,
  query,
  removeComponent,
  removeEntity,
} from 'bitecs';
import { describe, expect, it } from 'vitest';
import { registerQueries } from './register-queries.ts';

function componentsOf() {
  return { Position: { x: new Float64Array(16) }, IsHero: {} };
}
type Components = ReturnType<typeof componentsOf>;

const table = {
  heroes: (c: Components) => [c.Position, c.IsHero],
  placed: (c: Components) => [c.Position],
};

function world() {
  const c = componentsOf();
  const base = createWorld({ c });
  return Object.assign(base, { queries: registerQueries(base, c, table) });
}

describe('registerQueries', () => {
  it('matches what bitecs query() matches, for entities made before and after registering', () => {
    const c = componentsOf();
    const w = createWorld({ c });
    const early = addEntity(w);
    addComponent(w, early, c.Position);
    addComponent(w, early, c.IsHero);
    const queries = registerQueries(w, c, table);
    const late = addEntity(w);
    addComponent(w, late, c.Position);
    expect([...queries.heroes]).toEqual([early]);
    expect([...queries.placed]).toEqual([early, late]);
    expect([...queries.heroes]).toEqual([...query(w, [c.Position, c.IsHero])]);
  });

  it('stays live: entities that gain or lose the components show at once, removed ones after a commit', () => {
    const w = world();
    const { c, queries } = w;
    const a = addEntity(w);
    addComponent(w, a, c.Position);
    expect([...queries.heroes]).toEqual([]);
    addComponent(w, a, c.IsHero);
    expect([...queries.heroes]).toEqual([a]);
    const b = addEntity(w);
    addComponent(w, b, c.Position);
    addComponent(w, b, c.IsHero);
    expect([...queries.heroes]).toEqual([a, b]);
    removeComponent(w, a, c.IsHero);
    removeEntity(w, b);
    commitRemovals(w);
    expect([...queries.heroes]).toEqual([]);
    expect([...queries.placed]).toEqual([a]);
  });

  it('keeps worlds apart: one table, each world its own stores and lists', () => {
    const one = world();
    const two = world();
    const e = addEntity(one);
    addComponent(one, e, one.c.Position);
    addComponent(one, e, one.c.IsHero);
    expect([...one.queries.heroes]).toEqual([e]);
    expect([...two.queries.heroes]).toEqual([]);
    expect(one.queries.heroes).not.toBe(two.queries.heroes);
  });
});
