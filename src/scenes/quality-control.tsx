import { useEffect, useRef } from 'react';
import { useEngine } from 'react-babylonjs';
import type { Engine } from '@babylonjs/core/Engines/engine.js';
import { detectGpuTier, tierOverride } from '../engine/gpu-tier.ts';
import { createFrameGovernor } from '../engine/frame-governor.ts';
import {
  frameIntervalMs,
  hardwareScalingFor,
  qualityFor,
  stepDown,
  stageFpsCap,
  stepsBelow,
  type QualitySettings,
} from '../engine/quality.ts';
import type { QualityStore } from '../engine/quality-store.ts';
import { pageEnvironment, type StageEnvironment } from '../engine/stage-environment.ts';

/**
 * Fits the stage to the device (spec §9): the GPU tier from the WebGL renderer's name (no outside request),
 * the tier's pixel ratio, glow and frame-rate cap, and a frame governor that steps quality down by itself when frames keep
 * missing their budget. Publishes the live fps and draw calls for #debug.
 */
export function QualityControl({
  quality: qualityStore,
  backdrop = false,
  environment,
}: {
  quality: QualityStore;
  /** The stage is only the dimmed backdrop behind a page: drawn at FPS_CAP_BACKDROP (quality.ts) at most. */
  backdrop?: boolean;
  /** The browser around the stage; default: this page's window (a worker passes what its page told it). */
  environment?: StageEnvironment;
}) {
  const engine = useEngine() as Engine | undefined;
  const backdropRef = useRef(backdrop);
  useEffect(() => {
    backdropRef.current = backdrop;
  }, [backdrop]);
  useEffect(() => {
    if (!engine) return;
    // The canvas is decoration behind the page (aria-hidden) and every game reads its input from the window:
    // Babylon's default tab index would put an invisible stop in the keyboard's path. Set before any scene
    // attaches its inputs, which is when Babylon applies it.
    engine.canvasTabIndex = -1;
    // A worker's OffscreenCanvas is no element: its page's canvas keeps out of the tab order itself.
    const canvas = engine.getRenderingCanvas();
    if (canvas && 'setAttribute' in canvas) canvas.setAttribute('tabindex', '-1');
    const around = environment ?? pageEnvironment();
    const { mobile, touch } = around;
    const detection = detectGpuTier({
      renderer: engine.getGlInfo().renderer,
      vendor: engine.getGlInfo().vendor,
      mobile,
      override: tierOverride(around.search),
    });
    const apply = (settings: QualitySettings) => qualityStore.setSettings(settings, detection);
    const initial = qualityFor(detection.tier, { mobile, touch });
    let governor = createFrameGovernor({
      budgetMs: frameIntervalMs(initial.fpsCap),
      stepsLeft: stepsBelow(initial),
    });
    // A tier switched from #debug starts the governor over at the new level.
    const unsubscribe = qualityStore.subscribe(() => {
      const settings = qualityStore.get().settings;
      const scaling = settings ? hardwareScalingFor(settings.pixelRatio, around.devicePixelRatio) : null;
      // Only on a real change: setting the level resizes the canvas's buffers.
      if (scaling !== null && scaling !== engine.getHardwareScalingLevel())
        engine.setHardwareScalingLevel(scaling);
      if (settings && governor.stepsLeft !== stepsBelow(settings))
        governor = createFrameGovernor({
          budgetMs: frameIntervalMs(settings.fpsCap),
          stepsLeft: stepsBelow(settings),
        });
    });
    apply(initial);
    // Once a second: frames drawn and draw calls made since the last report (Babylon's count only grows). A frame
    // the cap skipped is not counted: the loop still turns at the display's rate.
    let lastDraws = engine._drawCalls.current;
    let drawn = 0;
    let lastReport = performance.now();
    // Per frame of the engine, whichever route's scene it drew.
    const frame = engine.onEndFrameObservable.add(() => {
      if (governor.push(engine.getDeltaTime()) === 'step-down') {
        const lower = stepDown(qualityStore.get().settings!);
        console.info(`quality: frames run late, stepping down to ${lower.name}`);
        apply(lower);
      }
      if (!engine.skipFrameRender) drawn += 1;
      const now = performance.now();
      if (now - lastReport < 1000) return;
      const draws = engine._drawCalls.current;
      qualityStore.setFigures({
        fps: Math.round((drawn * 10_000) / (now - lastReport)) / 10,
        drawCallsPerFrame: Math.round((draws - lastDraws) / Math.max(1, drawn)),
      });
      lastDraws = draws;
      drawn = 0;
      lastReport = now;
    });
    // Spec §9: 60 fps at most, 30 on phones. A display faster than the cap skips the frames in between
    // (the canvas keeps showing the last one), which also spares phones' batteries.
    let lastDrawn = -Infinity;
    const cap = engine.onBeginFrameObservable.add(() => {
      const interval = frameIntervalMs(stageFpsCap(qualityStore.get().settings, backdropRef.current));
      const now = performance.now();
      // A couple of milliseconds of slack: rAF timestamps jitter around the display's own interval.
      engine.skipFrameRender = now - lastDrawn < interval - 2;
      if (!engine.skipFrameRender) lastDrawn = now;
    });
    const stopWatching = around.onShown(() => governor.reset());
    return () => {
      engine.onEndFrameObservable.remove(frame);
      engine.onBeginFrameObservable.remove(cap);
      engine.skipFrameRender = false;
      unsubscribe();
      stopWatching();
    };
  }, [engine, qualityStore, environment]);
  return null;
}
