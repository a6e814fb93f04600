import { useSyncExternalStore } from 'react';
import { inspectionLog } from './inspection-log.ts';
import { useAppServices } from '../site/app-services.tsx';
import { qualityFor } from '../engine/quality.ts';
import type { GpuTier } from '../engine/gpu-tier.ts';

const TIERS: readonly GpuTier[] = [0, 1, 2, 3];

/** Frame figures, the GPU tier and the quality it chose; the tier can be switched to see each level. */
function RenderingFigures() {
  const { quality: qualityStore } = useAppServices();
  const { settings, detection, figures } = useSyncExternalStore(qualityStore.subscribe, qualityStore.get);
  if (!settings) return <p>No 3D stage (WebGL unavailable or not started).</p>;
  const choose = (tier: GpuTier) =>
    qualityStore.setSettings(qualityFor(tier, { mobile: settings.mobile, touch: settings.touch }), {
      tier,
      source: 'override',
      reason: 'switched in #debug',
    });
  return (
    <>
      <dl>
        <div>
          <dt>fps</dt>
          <dd data-testid="debug-fps">{figures.fps}</dd>
        </div>
        <div>
          <dt>draw calls / frame</dt>
          <dd data-testid="debug-draw-calls">{figures.drawCallsPerFrame}</dd>
        </div>
        <div>
          <dt>GPU tier</dt>
          <dd data-testid="debug-tier">
            {settings.tier} ({detection?.source}: {detection?.reason})
          </dd>
        </div>
        <div>
          <dt>quality</dt>
          <dd data-testid="debug-quality">
            {settings.name}, pixel ratio {settings.pixelRatio}, glow {settings.bloom.enabled ? 'on' : 'off'},{' '}
            {settings.fpsCap} fps cap
          </dd>
        </div>
      </dl>
      <div role="group" aria-label="GPU tier">
        {TIERS.map((tier) => (
          <button
            key={tier}
            type="button"
            aria-pressed={settings.tier === tier}
            data-testid={`debug-tier-${tier}`}
            onClick={() => choose(tier)}
          >
            tier {tier}
          </button>
        ))}
      </div>
    </>
  );
}

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
      <h2>Rendering</h2>
      <RenderingFigures />
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
