import type { GpuTierResult } from '../../engine/gpu-tier.ts';
import type { QualitySettings } from '../../engine/quality.ts';
import type { QualityStore } from '../../engine/quality-store.ts';

/**
 * One quality on both sides of the stage's worker: the worker's quality control chooses it and steps it down, the
 * page's #debug panel may switch it, and each side's store passes its own changes to the other. What arrives from
 * the other side is not sent back.
 */
export function mirrorQuality(
  store: QualityStore,
  send: (settings: QualitySettings, detection: GpuTierResult | null) => void,
): { receive(settings: QualitySettings, detection: GpuTierResult | null): void; stop(): void } {
  let settings = store.get().settings;
  let detection = store.get().detection;
  const stop = store.subscribe(() => {
    const now = store.get();
    if (now.settings === settings && now.detection === detection) return;
    settings = now.settings;
    detection = now.detection;
    if (settings) send(settings, detection);
  });
  return {
    receive(next, nextDetection) {
      settings = next;
      detection = nextDetection;
      store.setSettings(next, nextDetection);
    },
    stop,
  };
}
