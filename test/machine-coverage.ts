import { getShortestPaths } from '@xstate/graph';
import { createActor, type AnyStateMachine, type AnyEventObject, type AnyStateNode } from 'xstate';

/** Every transition a machine declares, keyed as "source#event#index" (eventless ones under "always"). */
export function declaredTransitions(machine: AnyStateMachine): Set<string> {
  const keys = new Set<string>();
  const visit = (node: AnyStateNode) => {
    for (const [eventType, list] of node.transitions)
      list.forEach((_, i) => keys.add(`${node.id}#${eventType}#${i}`));
    node.always?.forEach((_: unknown, i: number) => keys.add(`${node.id}#always#${i}`));
    for (const child of Object.values(node.states)) visit(child as AnyStateNode);
  };
  visit(machine.root);
  return keys;
}

export function declaredStates(machine: AnyStateMachine): Set<string> {
  const ids = new Set<string>();
  const visit = (node: AnyStateNode) => {
    ids.add(node.id);
    for (const child of Object.values(node.states)) visit(child as AnyStateNode);
  };
  visit(machine.root);
  return ids;
}

function transitionKey(t: { source: AnyStateNode; eventType: string }): string {
  const list = t.eventType === '' ? t.source.always : t.source.transitions.get(t.eventType);
  const index = (list ?? []).indexOf(t as never);
  return `${t.source.id}#${t.eventType === '' ? 'always' : t.eventType}#${index}`;
}

/**
 * Generates the shortest path to every reachable state (by `serialize`), replays each through a real actor,
 * tries every event once from each, and reports which declared states and transitions those paths exercised.
 */
export function coverByShortestPaths<TEvent extends AnyEventObject>(
  machine: AnyStateMachine,
  options: { input?: unknown; events: readonly TEvent[]; serialize: (snapshot: any) => string },
) {
  const paths = getShortestPaths(machine, {
    input: options.input,
    events: options.events as never,
    serializeState: ((snapshot: any) => options.serialize(snapshot)) as never,
  });
  const transitions = new Set<string>();
  const states = new Set<string>();
  const inspect = (ev: any) => {
    // Transient (eventless) states never show in a settled snapshot; their transitions prove the visit.
    if (ev.type === '@xstate.microstep')
      for (const t of ev._transitions) {
        transitions.add(transitionKey(t));
        states.add(t.source.id);
      }
    if (ev.type === '@xstate.snapshot') for (const node of ev.snapshot._nodes ?? []) states.add(node.id);
  };
  for (const path of paths) {
    const actor = createActor(machine, { input: options.input, inspect });
    actor.start();
    for (const step of path.steps) actor.send(step.event);
    const reached = actor.getPersistedSnapshot();
    actor.stop();
    // One more step with every event from each reached state, so every edge is taken, not only tree edges.
    for (const event of options.events) {
      const probe = createActor(machine, { input: options.input, snapshot: reached, inspect });
      probe.start();
      probe.send(event);
      probe.stop();
    }
  }
  return { paths, transitions, states };
}
