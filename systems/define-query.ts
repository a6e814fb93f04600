import { commitRemovals, query, type QueryResult, type QueryTerm, type World } from 'bitecs';

/** Where a world keeps its registered queries: one entry per query definition, made on first use. */
export type QueryCache = Map<object, QueryResult>;

/** A world that owns its component stores (`c`) and its query cache. */
export type QueryWorld<C> = World<{ readonly c: C; readonly queries: QueryCache }>;

/** A query definition: call it with a world to get that world's matching entities. */
export type WorldQuery<C> = (world: QueryWorld<C>) => QueryResult;

/**
 * Defines a query by its terms, picked from a world's own component set (each world has its own stores, so
 * terms cannot be module constants): `const moving = defineQuery((c: MouseComponents) => [c.LateralPosition])`,
 * then `for (const eid of moving(world)) …` in a system.
 *
 * Why not bitecs 0.4's `query(world, terms)` in every system: it turns the terms into a string hash on every
 * call, about 0.3 µs here, which for a dozen queries a step would be ten times the whole Circuit Shutdown step.
 * So the first call registers the query through `query()` and keeps its result on the world. bitecs keeps that
 * result (the registered query's own entity list) up to date as components come and go; like `query()`, every
 * later call first commits pending entity removals (a Set size check when there are none). Cost per call: one
 * Map lookup, a few ns.
 *
 * As with `query()`, calling a query while iterating another commits removals under the outer loop; a system
 * that needs two queries takes both results before it iterates either.
 */
export function defineQuery<C>(terms: (c: C) => QueryTerm[]): WorldQuery<C> {
  const run: WorldQuery<C> = (world) => {
    const cached = world.queries.get(run);
    if (cached !== undefined) {
      commitRemovals(world);
      return cached;
    }
    const result = query(world, terms(world.c));
    world.queries.set(run, result);
    return result;
  };
  return run;
}
