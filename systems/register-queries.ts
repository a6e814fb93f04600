import { query, type QueryResult, type QueryTerm, type World } from 'bitecs';

/** A game's queries as data: each name with its terms, picked from a world's own component set. */
export type QueryTable<C> = Readonly<Record<string, (c: C) => QueryTerm[]>>;

/** One world's registered queries: each name with its live list of matching entities. */
export type RegisteredQueries<T> = { readonly [K in keyof T]: QueryResult };

/**
 * Registers every query of `table` with `world` (whose stores are `c`) and returns their results by name, for
 * systems to iterate: `for (const eid of world.queries.moving) …`.
 *
 * Why not bitecs 0.4's `query(world, terms)` in every system: it turns the terms into a string hash on every
 * call (about 0.3 µs here; a dozen queries a step would cost over ten times the whole Circuit Shutdown step),
 * and the terms cannot be module constants anyway, since each world has its own stores. A per-world Map keyed
 * by query definition (what bitecs 0.3's defineQuery did) was measured too: the Circuit Shutdown step went from
 * 0.15 to 0.30 µs. So each world registers its game's queries once, at its creation, through `query()` itself,
 * and keeps the results in one object of the same shape in every world: a property read per query (the step
 * measured 0.19 µs).
 *
 * bitecs keeps each result (the registered query's own entity list) up to date as entities gain and lose
 * components. Removed entities leave the lists when removals are committed: `query()` commits them on every
 * call; here the step does, with `commitRemovals(world)` before its first system. An entity removed during a
 * step therefore stays in these lists until the next step (no Circuit Shutdown system removes entities).
 */
export function registerQueries<C, T extends QueryTable<C>>(
  world: World,
  c: C,
  table: T,
): RegisteredQueries<T> {
  const registered: Record<string, QueryResult> = {};
  for (const name of Object.keys(table)) registered[name] = query(world, table[name]!(c));
  return registered as RegisteredQueries<T>;
}
