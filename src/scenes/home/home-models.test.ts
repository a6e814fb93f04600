import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { generateMouse } from '../../../assets/models/mouse.ts';
import { generateHeadset } from '../../../assets/models/headset.ts';
import { generateKeyboard } from '../../../assets/models/keyboard.ts';
import { generateTotem } from '../../../assets/models/totem.ts';
import { sceneWithModels } from '../../../test/scene-assets.ts';
import type { GameId } from '../../../api/site-routes.ts';
import { HIGHLIGHT_EMISSIVE, instantiateShowcase, lightUpDevices, poseDevices } from './home-models.ts';
import { createHomeMotion, DEVICES } from './home-motion.ts';
import { AIM, HOME_RADIUS, HOME_TARGET } from './home-rig.ts';
import { pickDevice, screenPoint, type Pickable } from './picking.ts';
import { OrbitCamera } from './orbit-camera.ts';

describe('the showcase’s models and picking in a NullEngine', { timeout: 30_000 }, () => {
  let stage: Awaited<ReturnType<typeof sceneWithModels>>;
  beforeAll(async () => {
    stage = await sceneWithModels(
      await Promise.all([generateMouse(), generateHeadset(), generateKeyboard(), generateTotem()]),
    );
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
});
