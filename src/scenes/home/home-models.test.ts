import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { totemSolids } from '../../../assets/models/totem.ts';
import { insideSolid } from '../../../test/totem-solids.ts';
import { showcaseStage } from '../../../test/scene-assets.ts';
import type { GameId } from '../../../api/site-routes.ts';
import {
  deviceMiddle,
  HIGHLIGHT_EMISSIVE,
  instantiateShowcase,
  lightUpDevices,
  poseDevices,
  type ShowcaseModels,
} from './home-models.ts';
import { createHomeMotion, DEVICES, type HomeMotion } from './home-motion.ts';
import { AIM, FOCUS_SPAN, FOCUS_STANDOFF, HOME_RADIUS, HOME_TARGET } from './home-rig.ts';
import { Matrix } from '@babylonjs/core/Maths/math.vector.js';
import { pickDevice, screenPoint, type Pickable } from './picking.ts';
import { OrbitCamera } from './orbit-camera.ts';

describe('the showcase’s models and picking in a NullEngine', { timeout: 30_000 }, () => {
  let stage: Awaited<ReturnType<typeof showcaseStage>>;
  beforeAll(async () => {
    stage = await showcaseStage();
  });
  afterAll(() => stage?.dispose());

  it('stands each device on its own deck, frozen, and leaves nothing behind when disposed', async () => {
    // The first instantiation adds the containers' own materials to the scene (instances share them); they stay
    // with the containers, so the census is taken after it.
    instantiateShowcase(stage.scene, stage.assets, DEVICES).dispose();
    // Babylon unregisters observers on the next tick: let earlier ones go first.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const before = stage.census();
    for (let visit = 0; visit < 3; visit++) {
      const models = instantiateShowcase(stage.scene, stage.assets, DEVICES);
      for (const id of DEVICES) {
        const slot = stage.scene.getTransformNodeByName(`slot-${id}`)!;
        expect(models.pivots.get(id)!.parent).toBe(slot);
        const offset = models.devices.get(id)!.getAbsolutePosition().subtract(slot.getAbsolutePosition());
        expect(offset.length()).toBeLessThan(0.01);
      }
      expect(models.materials.length).toBeGreaterThan(0);
      expect(models.materials.every((material) => material.isFrozen)).toBe(true);
      models.dispose();
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(stage.census()).toEqual(before);
  });

  it('fails clearly when a model is missing', () => {
    const assets = new Map(stage.assets);
    assets.delete('headset');
    const before = stage.census();
    expect(() => instantiateShowcase(stage.scene, assets, DEVICES)).toThrow(/no model named headset/);
    expect(stage.census()).toEqual(before);
  });

  it('finds each device on screen and picks it there; a hidden device is neither found nor picked', () => {
    const models = instantiateShowcase(stage.scene, stage.assets, DEVICES);
    const camera = new OrbitCamera('camera', stage.scene);
    camera.alpha = AIM.mouse.alpha;
    camera.beta = AIM.mouse.beta;
    camera.radius = HOME_RADIUS;
    camera.target = new Vector3(HOME_TARGET.x, HOME_TARGET.y, HOME_TARGET.z);
    stage.scene.activeCamera = camera;
    const motion = createHomeMotion({ reducedMotion: true, deviceAt: () => null });
    motion.tick(0);
    poseDevices(models, motion.devices, DEVICES);
    stage.scene.render();
    const pickables = new Map<GameId, Pickable>(
      DEVICES.map((id) => [
        id,
        { root: models.devices.get(id)!, isShown: () => models.pivots.get(id)!.isEnabled() },
      ]),
    );
    for (const id of DEVICES) {
      const point = screenPoint(stage.scene, camera, pickables.get(id)!)!;
      expect(point).not.toBeNull();
      expect(pickDevice(stage.scene, camera, pickables, point.x, point.y)).toBe(id);
    }
    expect(pickDevice(stage.scene, camera, pickables, -10, -10)).toBeNull();
    motion.enterFocusMode('keyboard');
    motion.tick(1);
    poseDevices(models, motion.devices, DEVICES);
    expect(screenPoint(stage.scene, camera, pickables.get('mouse')!)).toBeNull();
    camera.dispose();
    models.dispose();
  });

  it('lights up the highlighted device alone, thawing its materials only while the light moves', () => {
    const models = instantiateShowcase(stage.scene, stage.assets, DEVICES);
    const motion = createHomeMotion({ reducedMotion: false, deviceAt: () => null });
    const lit = new Map<GameId, number>();
    const headset = models.glowing.get('headset')!;
    expect(headset.length).toBeGreaterThan(0);
    const frame = (time: number) => {
      motion.tick(time);
      lightUpDevices(models, motion.devices, DEVICES, lit);
    };
    frame(0);
    motion.highlight('headset');
    frame(0.09);
    // Mid-way: the headset's materials are thawed and part lit; the others untouched and frozen.
    const { material, base } = headset[0]!;
    expect(material.isFrozen).toBe(false);
    expect(material.emissiveColor.g).toBeGreaterThan(base.g);
    expect(material.emissiveColor.g).toBeLessThan(base.g + HIGHLIGHT_EMISSIVE.g);
    for (const other of ['mouse', 'keyboard'] as const)
      for (const glowing of models.glowing.get(other)!) {
        expect(glowing.material.isFrozen).toBe(true);
        expect(glowing.material.emissiveColor.g).toBe(glowing.base.g);
      }
    frame(1);
    expect(material.emissiveColor.g).toBeCloseTo(base.g + HIGHLIGHT_EMISSIVE.g, 6);
    // Settled: frozen again the next frame, with the colour kept.
    frame(1.1);
    expect(headset.every((glowing) => glowing.material.isFrozen)).toBe(true);
    motion.highlight(null);
    frame(2);
    frame(2.1);
    expect(material.emissiveColor.g).toBe(base.g);
    expect(material.isFrozen).toBe(true);
    models.dispose();
  });

  /**
   * Each of a device's vertices where the showcase draws it now, in the totem's own coordinates, that lies inside
   * one of the totem's solids: "vertex in solid", or nothing when the device stands clear.
   */
  function intrusions(models: ShowcaseModels, id: GameId): string[] {
    const toTotem = models.totem.computeWorldMatrix(true).clone().invert();
    const solids = totemSolids();
    const found = new Set<string>();
    const point = new Vector3();
    for (const mesh of models.devices.get(id)!.getChildMeshes(false)) {
      const positions = mesh.getVerticesData('position');
      if (!positions) continue;
      const transform = mesh.computeWorldMatrix(true).multiplyToRef(toTotem, Matrix.Identity());
      for (let i = 0; i < positions.length; i += 3) {
        Vector3.TransformCoordinatesFromFloatsToRef(
          positions[i]!,
          positions[i + 1]!,
          positions[i + 2]!,
          transform,
          point,
        );
        for (const solid of solids)
          if (insideSolid(solid, [point.x, point.y, point.z], 0.004))
            found.add(`${mesh.name} in ${solid.name}`);
      }
    }
    return [...found];
  }

  /** Ticks the motion through a span of its clock, posing the devices and checking each frame. */
  function sweep(
    motion: HomeMotion,
    models: ShowcaseModels,
    from: number,
    to: number,
    check: (t: number) => void,
  ) {
    for (let t = from; t <= to + 1e-9; t += 0.05) {
      motion.tick(t);
      poseDevices(models, motion.devices, DEVICES);
      check(t);
    }
  }

  it('keeps every device out of the totem: resting, levitating, entering focus, through its whole timeline and back', () => {
    const models = instantiateShowcase(stage.scene, stage.assets, DEVICES);
    try {
      for (const id of DEVICES) {
        const motion = createHomeMotion({ reducedMotion: false, deviceAt: () => null });
        const clear = (moment: string) => (t: number) => {
          const found = intrusions(models, id);
          expect(found, `${id}, ${moment} at ${t.toFixed(2)} s`).toEqual([]);
        };
        // Levitating with its bob, a whole period long.
        motion.levitate(id, 0);
        sweep(motion, models, 0, 3.2, clear('levitating'));
        motion.orbitCamera(id, 1500);
        motion.enterFocusMode(id);
        motion.animateToFirstKeyframe(id, 1500);
        sweep(motion, models, 3.25, 5, clear('entering focus'));
        for (let step = 0; step <= 64; step++) {
          motion.applyScroll(id, step / 64);
          motion.tick(5);
          poseDevices(models, motion.devices, DEVICES);
          clear(`scrolled to ${step}/64`)(5);
        }
        motion.resetCamera(id, 1500);
        motion.exitFocusMode();
        motion.levitate(id, 1500);
        sweep(motion, models, 5.05, 7, clear('leaving focus'));
        // Back on its deck, as it stands when another device is chosen.
        motion.levitate(id === 'mouse' ? 'headset' : 'mouse', 0);
        sweep(motion, models, 7.05, 7.05, clear('resting'));
      }
    } finally {
      models.dispose();
    }
  });

  it('knows how far each device reaches from its pivot, and aims the focused camera at its middle', () => {
    const models = instantiateShowcase(stage.scene, stage.assets, DEVICES);
    try {
      for (const id of DEVICES) {
        const pivot = models.pivots.get(id)!;
        const toPivot = pivot.computeWorldMatrix(true).clone().invert();
        let reach = 0;
        const min = new Vector3(Infinity, Infinity, Infinity);
        const max = min.scale(-1);
        for (const mesh of models.devices.get(id)!.getChildMeshes(false)) {
          const positions = mesh.getVerticesData('position')!;
          const transform = mesh.computeWorldMatrix(true).multiplyToRef(toPivot, Matrix.Identity());
          for (let i = 0; i < positions.length; i += 3) {
            const p = Vector3.TransformCoordinatesFromFloatsToRef(
              positions[i]!,
              positions[i + 1]!,
              positions[i + 2]!,
              transform,
              new Vector3(),
            );
            reach = Math.max(reach, Math.hypot(p.x, p.z));
            min.minimizeInPlace(p);
            max.maximizeInPlace(p);
          }
        }
        // The span may round up a little, never down: a corner past it could leave a narrow screen.
        expect(FOCUS_SPAN[id], id).toBeGreaterThanOrEqual(reach);
        expect(FOCUS_SPAN[id], id).toBeLessThan(reach * 1.05);
        const middle = deviceMiddle(models, id, FOCUS_STANDOFF[id])!;
        const slot = pivot.parent!.computeWorldMatrix(true);
        const expected = Vector3.TransformCoordinates(
          min
            .add(max)
            .scale(0.5)
            .addInPlaceFromFloats(FOCUS_STANDOFF[id].x, FOCUS_STANDOFF[id].y, FOCUS_STANDOFF[id].z),
          slot,
        );
        expect(Vector3.Distance(middle, expected), id).toBeLessThan(1e-4);
      }
      expect(deviceMiddle(models, 'nothing' as GameId, { x: 0, y: 0, z: 0 })).toBeNull();
    } finally {
      models.dispose();
    }
  });
});
