import { useSyncExternalStore } from 'react';
import { inspectionLog } from './inspection-log.ts';

/**
 * #debug: the running machines, live — each actor's current state and the latest events, taken from
 * XState's inspection API. (The hosted Stately inspector would load an outside site; this one stays local.)
 */
export default function DebugPanel() {
  useSyncExternalStore(inspectionLog.subscribe, inspectionLog.getVersion);
  const states = [...inspectionLog.states()];
  const events = inspectionLog.entries().slice(-12).reverse();
  return (
    <aside className="debug-panel" data-testid="debug-panel" lang="en" dir="ltr">
      <h2>Machines</h2>
      <dl>
        {states.map(([id, value]) => (
          <div key={id}>
            <dt>{id}</dt>
            <dd data-machine={id}>{value}</dd>
          </div>
        ))}
      </dl>
      <h2>Events</h2>
      <ol>
        {events.map((entry, i) => (
          <li key={`${entry.at}-${i}`}>
            <code>{entry.actorId}</code> {entry.summary}
          </li>
        ))}
      </ol>
    </aside>
  );
}
