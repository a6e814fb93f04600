import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateMouse } from '../../../assets/models/mouse.ts';
import { generateHeadset } from '../../../assets/models/headset.ts';
import { generateKeyboard } from '../../../assets/models/keyboard.ts';
import { generateTotem } from '../../../assets/models/totem.ts';
import { sceneWithModels } from '../../../test/scene-assets.ts';
import { enterHome, poseAt } from './home-showcase.ts';

describe('the home showcase in a NullEngine', { timeout: 30_000 }, () => {
  let stage: Awaited<ReturnType<typeof sceneWithModels>>;
  beforeAll(async () => {
    stage = await sceneWithModels(
      await Promise.all([generateMouse(), generateHeadset(), generateKeyboard(), generateTotem()]),
    );
  });
  afterAll(() => stage?.dispose());

  it('stands each device on its own deck of the totem', () => {
    const home = enterHome(stage.scene, stage.assets, { reducedMotion: true });
    stage.scene.render();
    for (const id of ['mouse', 'headset', 'keyboard'] as const) {
      const slot = stage.scene.getTransformNodeByName(`slot-${id}`)!;
      const device = home.devices.get(id)!;
      expect(device.getAbsolutePosition().subtract(slot.getAbsolutePosition()).length()).toBeLessThan(0.2);
    }
    home.dispose();
  });

  it('moves as the focus machine asks: levitation, focus mode and the scroll timeline', () => {
    const home = enterHome(stage.scene, stage.assets, { reducedMotion: true });
    const pivot = (id: string) => stage.scene.getTransformNodeByName(`pivot-${id}`)!;
    home.levitate('keyboard', 0);
    home.enterFocusMode('keyboard');
    home.applyScroll('keyboard', 0.5);
    stage.scene.render();
    expect(pivot('keyboard').position.y).toBeCloseTo(poseAt(0.5).lift, 9);
    expect(pivot('keyboard').rotation.y).toBeCloseTo(poseAt(0.5).turn, 9);
    expect(pivot('mouse').isEnabled()).toBe(false);
    home.exitFocusMode();
    stage.scene.render();
    expect(pivot('mouse').isEnabled()).toBe(true);
    home.dispose();
  });

  it('the scroll timeline runs through its four keyframes in order, from the first to the last', () => {
    expect(poseAt(0)).toEqual({ turn: -0.5, tilt: 0.2, lift: 0.3 });
    expect(poseAt(1).turn).toBeCloseTo(2 * Math.PI - 0.5, 12);
    expect(poseAt(-1)).toEqual(poseAt(0));
    for (let p = 0; p < 1; p += 0.05) expect(poseAt(p + 0.05).turn).toBeGreaterThan(poseAt(p).turn);
  });

  it('leaves nothing behind after twenty visits', async () => {
    // Babylon unregisters observers on the next tick: let the earlier tests' ones go first.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const before = stage.census();
    const cameraBefore = stage.scene.activeCamera;
    for (let i = 0; i < 20; i++) {
      const home = enterHome(stage.scene, stage.assets, { reducedMotion: i % 2 === 0 });
      home.orbitCamera('mouse', 0);
      stage.scene.render();
      home.dispose();
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(stage.census()).toEqual(before);
    expect(stage.scene.activeCamera).toBe(cameraBefore);
    expect(stage.scene.fogMode).toBe(0);
  });
});
