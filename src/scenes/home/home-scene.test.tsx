// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import type { Scene } from '@babylonjs/core/scene.js';
import { OrbitCamera } from './orbit-camera.ts';
import type { DirectionalLight } from '@babylonjs/core/Lights/directionalLight.js';
import type { DefaultRenderingPipeline } from '@babylonjs/core/PostProcesses/RenderPipeline/Pipelines/defaultRenderingPipeline.js';
import { ImageProcessingConfiguration } from '@babylonjs/core/Materials/imageProcessingConfiguration.js';
import type { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import '@babylonjs/loaders/glTF/2.0/index.js';
import { generateMouse } from '../../../assets/models/mouse.ts';
import { generateHeadset } from '../../../assets/models/headset.ts';
import { generateKeyboard } from '../../../assets/models/keyboard.ts';
import { generateTotem } from '../../../assets/models/totem.ts';
import type { GameId } from '../../../api/site-routes.ts';
import { createQualityStore, type QualityStore } from '../../engine/quality-store.ts';
import { qualityFor, stepDown } from '../../engine/quality.ts';
import { createHomeFocus, type HomeFocus } from '../../site/home-focus.ts';
import {
  bytesLoaders,
  CensusNullEngine,
  engineCensus,
  renderInNullEngine,
  type RenderedScene,
} from '../../../test/render-scene.tsx';
import { HomeScene, type HomeSceneProps } from './home-scene.tsx';
import { pageShowcaseHost } from './showcase-host.ts';
import { studioLookFor } from '../studio-look.ts';
import { DEVICES, LEVITATION_HEIGHT } from './home-motion.ts';
import { FOCUS_STANDOFF, FRAMING, HOME_CAMERA } from './home-rig.ts';
import { screenPoint } from './picking.ts';
import { poseAt } from './scroll-timeline.ts';

const HIGH = qualityFor(3, { mobile: false, touch: false });
const TAGLINES: Record<GameId, string[]> = {
  mouse: ['Glide', 'Aim', 'Win'],
  headset: ['Hear', 'Dodge', 'Win'],
  keyboard: ['Type', 'Run', 'Win'],
};

/** A 2D context that draws nothing: jsdom has no canvas, and the taglines need one to be built at all. */
function silent2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const state: Record<string | symbol, unknown> = { canvas };
  return new Proxy(state, {
    get: (target, key) => (key in target ? target[key] : () => undefined),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}

describe('<HomeScene> in a NullEngine', { timeout: 120_000 }, () => {
  let models: Map<string, Uint8Array>;
  const loaders = bytesLoaders(() => models);
  const focuses: HomeFocus[] = [];
  let marker: { current: HTMLElement | null };

  beforeAll(async () => {
    const generated = await Promise.all([
      generateMouse(),
      generateHeadset(),
      generateKeyboard(),
      generateTotem(),
    ]);
    models = new Map(generated.map((asset) => [asset.name, asset.bytes]));
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
      this: HTMLCanvasElement,
      kind: string,
    ) {
      return kind === '2d' ? silent2d(this) : null;
    } as typeof HTMLCanvasElement.prototype.getContext);
    // jsdom does not scroll; the focus controller scrolls to the top on focus.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    for (const focus of focuses.splice(0)) focus.stop();
  });
  afterAll(() => vi.restoreAllMocks());

  const setup = (overrides: Partial<HomeSceneProps> = {}) => {
    const focus = createHomeFocus(window, true);
    focuses.push(focus);
    const quality = createQualityStore();
    quality.setSettings(HIGH);
    marker = { current: document.createElement('div') };
    const props: HomeSceneProps = {
      active: true,
      host: pageShowcaseHost(focus, marker),
      quality,
      taglines: TAGLINES,
      rtl: false,
      reducedMotion: true,
      lowRes: false,
      loaders,
      onLoaded: vi.fn(),
      onFailed: vi.fn(),
      onProgress: vi.fn(),
      ...overrides,
    };
    return { props, focus, quality };
  };

  /** The live scene, once its models stand on the totem. */
  const built = async (rendered: RenderedScene): Promise<Scene> => {
    await waitFor(
      () => {
        const scene = rendered.scenes()[0];
        expect(scene?.getTransformNodeByName('pivot-keyboard')).toBeTruthy();
      },
      { timeout: 20_000 },
    );
    return rendered.scenes()[0]!;
  };
  const node = (scene: Scene, name: string) => scene.getTransformNodeByName(name) as TransformNode;
  const camera = (scene: Scene) => scene.activeCamera as OrbitCamera;
  /** Where the camera's target sits across the screen: -1 the left edge, 1 the right (`FRAMING`'s unit). */
  const screenFraction = (scene: Scene) => {
    const eye = camera(scene);
    const halfWidth = eye.radius * Math.tan(HOME_CAMERA.fov / 2) * eye.getEngine().getAspectRatio(eye);
    return eye.targetScreenOffset.x / halfWidth;
  };

  it('loads its models through its own queue and stands each device on its deck', async () => {
    const { props } = setup();
    const rendered = await renderInNullEngine(<HomeScene {...props} />);
    const scene = await built(rendered);
    expect(props.onLoaded).toHaveBeenCalledTimes(1);
    expect(props.onFailed).not.toHaveBeenCalled();
    // Five assets: the environment and four models, each arrival reported.
    expect(vi.mocked(props.onProgress!).mock.calls.at(-1)).toEqual([5, 5]);
    rendered.frame();
    for (const id of DEVICES) {
      const slot = node(scene, `slot-${id}`);
      const pivot = node(scene, `pivot-${id}`);
      expect(pivot.parent).toBe(slot);
      const device = pivot.getChildTransformNodes(true)[0]!;
      expect(device.getAbsolutePosition().subtract(slot.getAbsolutePosition()).length()).toBeLessThan(0.2);
    }
    // The mouse is selected at first: it floats; the others rest on their decks.
    expect(node(scene, 'pivot-mouse').position.y).toBeCloseTo(LEVITATION_HEIGHT, 9);
    expect(node(scene, 'pivot-headset').position.y).toBe(0);
    // The totem's and the devices' materials are frozen; the taglines' (their alpha fades) are not.
    const frozen = [node(scene, 'pivot-mouse'), node(scene, 'slot-mouse').parent!]
      .flatMap((root) => root.getChildMeshes(false))
      .flatMap((mesh) => (mesh.material ? [mesh.material.isFrozen] : []));
    expect(frozen.length).toBeGreaterThan(0);
    expect(frozen.every(Boolean)).toBe(true);
    expect(scene.getMaterialByName('tagline-mouse')?.isFrozen).toBe(false);
    expect(scene.skipPointerMovePicking).toBe(true);
    expect(scene.fogMode).toBe(2);
    expect(scene.environmentTexture).toBeNull();
    await rendered.unmount();
  });

  it('declares no camera while the loader shows, and marks readiness after its first frame drawn with every mesh', async () => {
    const { props } = setup({ active: false });
    const rendered = await renderInNullEngine(<HomeScene {...props} />);
    const scene = await built(rendered);
    expect(scene.cameras).toHaveLength(0);
    rendered.frame();
    expect(marker.current!.dataset.showcaseReady).toBeUndefined();
    await rendered.rerender(<HomeScene {...props} active />);
    expect(scene.cameras).toHaveLength(1);
    // The camera moves only as the scene says: an orbit camera has no pointer input of its own.
    expect(camera(scene)).toBeInstanceOf(OrbitCamera);
    expect(marker.current!.dataset.showcaseReady).toBeUndefined();
    // Babylon leaves a mesh out of a frame while its shader compiles: no readiness while one is not ready.
    const device = scene.getMeshByName('mouse-shell_primitive0')!;
    const compiling = vi.spyOn(device, 'isReady').mockReturnValue(false);
    rendered.frame();
    expect(marker.current!.dataset.showcaseReady).toBeUndefined();
    compiling.mockRestore();
    // Then the first frame with every shown mesh drawn; in the null engine too, shaders compile between frames.
    for (let frame = 0; frame < 200 && !marker.current!.dataset.showcaseReady; frame++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      rendered.frame();
    }
    const showcase = scene.meshes.filter(
      (m) => /^(totem|mouse|headset|keyboard)-/.test(m.name) && m.isEnabled(),
    );
    expect(showcase.length).toBeGreaterThan(20);
    expect(showcase.every((m) => m.isReady(true))).toBe(true);
    expect(marker.current!.dataset.showcaseReady).toBe('true');
    await rendered.unmount();
    expect(marker.current!.dataset.showcaseReady).toBeUndefined();
  });

  it('moves as the focus machine asks: levitation, focus mode, the scroll timeline and back', async () => {
    const { props, focus } = setup();
    const rendered = await renderInNullEngine(<HomeScene {...props} />);
    const scene = await built(rendered);
    focus.send({ type: 'home.choose', product: 'keyboard' });
    rendered.frame();
    expect(node(scene, 'pivot-keyboard').position.y).toBeCloseTo(LEVITATION_HEIGHT, 9);
    expect(node(scene, 'pivot-mouse').position.y).toBe(0);

    focus.send({ type: 'home.focus' });
    await waitFor(() => expect(focus.actor.getSnapshot().matches('focused')).toBe(true));
    focus.send({ type: 'scroll.progress', progress: 0.5 });
    rendered.frame();
    const keyboard = node(scene, 'pivot-keyboard');
    // Out from the column, at its standoff.
    expect(keyboard.position.y).toBeCloseTo(poseAt(0.5).lift + FOCUS_STANDOFF.keyboard.y, 9);
    expect(keyboard.position.z).toBeCloseTo(FOCUS_STANDOFF.keyboard.z, 9);
    expect(keyboard.rotation.y).toBeCloseTo(poseAt(0.5).turn, 9);
    expect(keyboard.rotation.x).toBeCloseTo(poseAt(0.5).tilt, 9);
    // Focus mode: the other devices are sent away; the camera looks at the keyboard, framed beside the text.
    expect(node(scene, 'pivot-mouse').isEnabled()).toBe(false);
    expect(node(scene, 'pivot-headset').isEnabled()).toBe(false);
    const aim = camera(scene).target;
    // At the keyboard's middle: above its pivot, over it on the floor.
    expect(aim.x).toBeCloseTo(keyboard.getAbsolutePosition().x, 2);
    expect(aim.z).toBeCloseTo(keyboard.getAbsolutePosition().z, 2);
    expect(aim.y).toBeGreaterThan(keyboard.getAbsolutePosition().y);
    expect(screenFraction(scene)).toBeCloseTo(FRAMING.wideFocused.x, 9);

    focus.send({ type: 'home.leave' });
    rendered.frame();
    expect(node(scene, 'pivot-mouse').isEnabled()).toBe(true);
    expect(screenFraction(scene)).toBeCloseTo(FRAMING.wide.x, 9);
    await rendered.unmount();
  });

  it('focuses the device clicked on, through its own picking', async () => {
    const { props, focus } = setup();
    const rendered = await renderInNullEngine(<HomeScene {...props} />);
    const scene = await built(rendered);
    rendered.frame();
    const headset = node(scene, 'pivot-headset');
    const at = screenPoint(scene, camera(scene), { root: headset, isShown: () => headset.isEnabled() })!;
    window.dispatchEvent(new MouseEvent('click', { clientX: at.x, clientY: at.y }));
    expect(focus.actor.getSnapshot().context.product).toBe('headset');
    expect(focus.actor.getSnapshot().matches('unfocused')).toBe(false);
    await rendered.unmount();
  });

  it('mirrors its framing on right-to-left pages: the totem sits left of the text', async () => {
    const { props } = setup({ rtl: true });
    const rendered = await renderInNullEngine(<HomeScene {...props} />);
    const scene = await built(rendered);
    rendered.frame();
    expect(screenFraction(scene)).toBeCloseTo(-FRAMING.wide.x, 9);
    await rendered.rerender(<HomeScene {...props} rtl={false} />);
    rendered.frame();
    expect(screenFraction(scene)).toBeCloseTo(FRAMING.wide.x, 9);
    await rendered.unmount();
  });

  it('blooms and casts shadows at high quality only, following the quality as it steps down and up', async () => {
    const { props, quality } = setup();
    const rendered = await renderInNullEngine(<HomeScene {...props} />);
    const scene = await built(rendered);
    const pipeline = () =>
      scene.postProcessRenderPipelineManager.supportedPipelines.find((p) => p.name === 'home-pipeline') as
        DefaultRenderingPipeline | undefined;
    // Blooming: the studio's pipeline draws for the home's camera, with the tier's values.
    const glow = () => {
      const built = pipeline();
      return !!built && !!scene.activeCamera && built.cameras.includes(scene.activeCamera);
    };
    const shadows = () =>
      ['home-key', 'home-back-key'].map(
        (name) => (scene.getLightByName(name) as DirectionalLight).shadowEnabled,
      );
    // The bloom and the shadow maps come in a chunk of their own, the first time the quality asks.
    await waitFor(() => {
      expect(pipeline()).toBeDefined();
      for (const name of ['home-key', 'home-back-key'])
        expect((scene.getLightByName(name) as DirectionalLight).getShadowGenerator()).toBeTruthy();
    });
    rendered.frame();
    expect(glow()).toBe(true);
    const look = studioLookFor(HIGH);
    expect({
      threshold: pipeline()!.bloomThreshold,
      weight: pipeline()!.bloomWeight,
      kernel: pipeline()!.bloomKernel,
      samples: pipeline()!.samples,
    }).toEqual({
      threshold: 0.6,
      weight: look.bloom!.weight,
      kernel: look.bloom!.kernel,
      // The look's, as far as the engine allows: the NullEngine has no multisampling.
      samples: Math.min(look.samples, scene.getEngine().getCaps().maxMSAASamples),
    });
    expect(scene.imageProcessingConfiguration.toneMappingEnabled).toBe(true);
    expect(scene.imageProcessingConfiguration.toneMappingType).toBe(
      ImageProcessingConfiguration.TONEMAPPING_KHR_PBR_NEUTRAL,
    );
    expect(scene.imageProcessingConfiguration.exposure).toBe(look.exposure);
    expect(shadows()).toEqual([true, true]);
    // Every mesh of the showcase casts into both shadow maps.
    const meshes = node(scene, 'pivot-mouse').getChildMeshes(false);
    for (const name of ['home-key', 'home-back-key']) {
      const map = (scene.getLightByName(name) as DirectionalLight).getShadowGenerator()!.getShadowMap()!;
      for (const mesh of meshes) expect(map.renderList).toContain(mesh);
    }
    await setQuality(quality, stepDown(HIGH));
    rendered.frame();
    expect(glow()).toBe(false);
    expect(shadows()).toEqual([false, false]);
    await setQuality(quality, HIGH);
    rendered.frame();
    expect(glow()).toBe(true);
    expect(shadows()).toEqual([true, true]);
    await rendered.unmount();
  });

  it('leaves the engine as it found it after twenty visits', async () => {
    const engine = new CensusNullEngine();
    const before = engineCensus(engine);
    const listeners = countWindowListeners();
    for (let i = 0; i < 20; i++) {
      const { props, focus } = setup({ reducedMotion: i % 2 === 0, rtl: i % 3 === 0 });
      const rendered = await renderInNullEngine(<HomeScene {...props} />, { engine });
      await built(rendered);
      if (i % 2 === 1) focus.send({ type: 'home.focus', product: 'mouse' });
      rendered.frame(2);
      await rendered.unmount();
      focus.stop();
    }
    expect(engineCensus(engine)).toEqual(before);
    expect(listeners.open()).toEqual({});
    expect((window as { __home?: unknown }).__home).toBeUndefined();
    listeners.restore();
  });
});

async function setQuality(quality: QualityStore, settings: typeof HIGH) {
  await act(async () => quality.setSettings(settings));
}

/** Window listeners added and not removed, by event type. */
function countWindowListeners() {
  const open = new Map<string, number>();
  const originalAdd = window.addEventListener;
  const originalRemove = window.removeEventListener;
  const add = vi.spyOn(window, 'addEventListener').mockImplementation(function (
    this: Window,
    ...args: Parameters<Window['addEventListener']>
  ) {
    open.set(args[0], (open.get(args[0]) ?? 0) + 1);
    return originalAdd.apply(this, args);
  });
  const remove = vi.spyOn(window, 'removeEventListener').mockImplementation(function (
    this: Window,
    ...args: Parameters<Window['removeEventListener']>
  ) {
    open.set(args[0], (open.get(args[0]) ?? 0) - 1);
    return originalRemove.apply(this, args);
  });
  return {
    open: () => Object.fromEntries([...open].filter(([, n]) => n !== 0)),
    restore() {
      add.mockRestore();
      remove.mockRestore();
    },
  };
}
