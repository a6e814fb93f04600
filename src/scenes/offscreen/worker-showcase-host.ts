import type { Engine } from '@babylonjs/core/Engines/engine.js';
import { DEVICES } from '../home/home-motion.ts';
import type { HomeSceneControl } from '../home/home-scene-control.ts';
import type { ShowcaseHost } from '../home/showcase-host.ts';
import type { ControlCommand, FromWorker, ShowcaseSnapshot } from './stage-messages.ts';

/**
 * Home's showcase host inside the stage's worker: the page's focus machine, pointer and header are a message
 * away. The scene's control is driven by the page's commands; after each frame the worker sends the page where
 * the devices are (only when that changed), and the page picks and measures on that.
 */
export function workerShowcaseHost(post: (message: FromWorker) => void) {
  let control: HomeSceneControl | null = null;
  let headerWatcher: ((bottom: number | null) => void) | null = null;
  let headerBottom: number | null = null;
  let sent = '';
  const host: ShowcaseHost = {
    attach(attached) {
      control = attached;
      sent = '';
      post({ type: 'attached' });
      return () => {
        if (control !== attached) return;
        control = null;
        post({ type: 'detached' });
      };
    },
    listen() {
      post({ type: 'listening', on: true });
      return () => post({ type: 'listening', on: false });
    },
    watchHeader(onBottom) {
      headerWatcher = onBottom;
      onBottom(headerBottom);
      post({ type: 'watch-header', on: true });
      return () => {
        if (headerWatcher === onBottom) headerWatcher = null;
        post({ type: 'watch-header', on: false });
      };
    },
    // The page compares the size each snapshot was drawn at with its canvas's (showcase-proxy.ts).
    drawnAtPageSize: () => true,
    showcaseReady: (ready) => post({ type: 'showcase-ready', ready }),
  };
  return {
    host,
    command(command: ControlCommand) {
      if (!control) return;
      (control[command.method] as (...args: unknown[]) => void)(...command.args);
    },
    header(bottom: number | null) {
      headerBottom = bottom;
      headerWatcher?.(bottom);
    },
    /** After a frame: where the devices are, if the page does not know it yet. */
    afterFrame(engine: Engine) {
      if (!control) return;
      const scale = engine.getHardwareScalingLevel();
      const snapshot: ShowcaseSnapshot = {
        devices: {},
        taglines: {},
        still: control.isStill(),
        width: engine.getRenderWidth() * scale,
        height: engine.getRenderHeight() * scale,
      };
      for (const id of DEVICES) {
        snapshot.devices[id] = control.screenRect(id);
        snapshot.taglines[id] = control.taglineRect(id);
      }
      const key = JSON.stringify(snapshot);
      if (key === sent) return;
      sent = key;
      post({ type: 'snapshot', snapshot });
    },
  };
}
