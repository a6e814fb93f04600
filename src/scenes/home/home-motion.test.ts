import { FOCUS_SPAN, FOCUS_STANDOFF } from './home-rig.ts';
import { KEYFRAMES } from './scroll-timeline.ts';
import { describe, expect, it } from 'vitest';
import type { GameId } from '../../../api/site-routes.ts';
import {
  createHomeMotion,
  DEVICES,
  FOG_DENSITY_PER_LEVEL,
  HOME_FOG_LEVEL,
  LEVITATION_HEIGHT,
} from './home-motion.ts';
import { AIM, CAMERA_SWAY, FOCUS_RADIUS, HOME_RADIUS, HOME_TARGET } from './home-rig.ts';
import { poseAt } from './scroll-timeline.ts';
import { ease, tweened } from './tweens.ts';

describe('a tweened value', () => {
  it('eases from where it is to its goal over the duration, then holds', () => {
    const t = tweened(0);
    t.tick(1);
    t.set(10, 2000);
    expect(t.value).toBe(0);
    expect(t.goal).toBe(10);
    expect(t.moving).toBe(true);
    t.tick(2);
    expect(t.value).toBeCloseTo(10 * ease(0.5), 12);
    t.tick(3);
    expect(t.value).toBe(10);
    expect(t.moving).toBe(false);
    t.tick(100);
    expect(t.value).toBe(10);
  });

  it('jumps with a duration of 0, and starts a new move from mid-way', () => {
    const t = tweened(1);
    t.set(5, 0);
    expect(t.value).toBe(5);
    expect(t.moving).toBe(false);
    t.set(9, 1000);
    t.tick(0.5);
    const midway = t.value;
    t.set(0, 1000);
    expect(t.value).toBeCloseTo(midway, 12);
  });
});

describe('the showcase’s motion', () => {
  const at = {
    mouse: { x: 0.8, y: 1.0, z: 0 },
    headset: { x: 0, y: 1.6, z: 0 },
    keyboard: { x: 0, y: 0.46, z: 0.5 },
  };
  const motion = (reducedMotion = true) =>
    createHomeMotion({
      reducedMotion,
      deviceAt: (id: GameId, offset) => ({
        x: at[id].x + offset.x,
        y: at[id].y + offset.y,
        z: at[id].z + offset.z,
      }),
    });

  it('starts on the totem, aimed at the mouse, in the initial fog', () => {
    const m = motion();
    m.tick(0);
    expect(m.camera).toMatchObject({ alpha: AIM.mouse.alpha, beta: AIM.mouse.beta, radius: HOME_RADIUS });
    expect(m.camera.target).toEqual(HOME_TARGET);
    expect(m.fogDensity).toBeCloseTo(HOME_FOG_LEVEL * FOG_DENSITY_PER_LEVEL, 12);
    for (const id of DEVICES) expect(m.devices.get(id)).toMatchObject({ height: 0, scale: 1, visible: true });
  });

  it('levitates the selected device and shows its taglines only', () => {
    const m = motion();
    m.levitate('headset', 0);
    m.tick(1);
    expect(m.devices.get('headset')).toMatchObject({ height: LEVITATION_HEIGHT, taglineAlpha: 1 });
    expect(m.devices.get('mouse')).toMatchObject({ height: 0, taglineAlpha: 0 });
  });

  it('holds still once every move has reached its goal', () => {
    const m = motion(false);
    m.tick(10);
    expect(m.still).toBe(true);
    m.levitate('keyboard', 800);
    m.aimCamera('keyboard', 1200);
    m.tick(10.9);
    expect(m.still).toBe(false);
    m.tick(11.25);
    expect(m.still).toBe(true);
  });

  it('orbits to a focused device, sends the others away, follows the scroll and comes back', () => {
    const m = motion();
    m.levitate('keyboard', 0);
    m.orbitCamera('keyboard', 0);
    m.enterFocusMode('keyboard');
    m.animateToFirstKeyframe('keyboard', 0);
    m.applyScroll('keyboard', 0.5);
    m.tick(1);
    expect(m.focused).toBe('keyboard');
    expect(m.camera).toMatchObject({
      radius: FOCUS_RADIUS.keyboard,
      alpha: AIM.keyboard.alpha,
      focusBlend: 1,
    });
    // Aimed where the keyboard floats: out at its standoff, lifted to the first keyframe.
    const standoff = FOCUS_STANDOFF.keyboard;
    expect(m.camera.target.y).toBeCloseTo(at.keyboard.y + KEYFRAMES[0]!.lift + standoff.y, 12);
    expect(m.camera.target.z).toBeCloseTo(at.keyboard.z + standoff.z, 12);
    expect(m.camera.span).toBe(FOCUS_SPAN.keyboard);
    expect(m.devices.get('keyboard')).toMatchObject({
      height: poseAt(0.5).lift + standoff.y,
      x: standoff.x,
      z: standoff.z,
      turn: poseAt(0.5).turn,
    });
    expect(m.devices.get('mouse')!.visible).toBe(false);
    expect(m.devices.get('keyboard')!.taglineAlpha).toBe(0);
    m.resetCamera('keyboard', 0);
    m.exitFocusMode();
    m.tick(2);
    expect(m.focused).toBeNull();
    expect(m.camera).toMatchObject({ radius: HOME_RADIUS, focusBlend: 0 });
    expect(m.devices.get('keyboard')).toMatchObject({ turn: 0, x: 0, z: 0 });
    expect(m.devices.get('mouse')).toMatchObject({ visible: true, scale: 1 });
  });

  it('turns back the short way after the timeline’s whole turn, not spinning back through it', () => {
    const m = motion(false);
    m.tick(0);
    m.orbitCamera('mouse', 0);
    m.animateToFirstKeyframe('mouse', 0);
    m.applyScroll('mouse', 1);
    m.tick(1);
    expect(m.devices.get('mouse')!.turn).toBeCloseTo(2 * Math.PI - 0.5, 12);
    m.resetCamera('mouse', 1000);
    let widest = 0;
    for (let t = 1; t <= 2.001; t += 0.05) {
      m.tick(t);
      widest = Math.max(widest, Math.abs(m.devices.get('mouse')!.turn));
    }
    expect(widest).toBeCloseTo(0.5, 12);
    expect(m.devices.get('mouse')!.turn).toBe(0);
  });

  it('bobs the devices and sways the camera, unless the visitor prefers reduced motion', () => {
    const lively = motion(false);
    lively.sway(2, -0.5);
    lively.tick(0.4);
    expect(lively.devices.get('mouse')!.height).toBeGreaterThan(0);
    expect(lively.camera).toMatchObject({ swayX: 1, swayY: -0.5, sway: CAMERA_SWAY });
    const calm = motion(true);
    calm.sway(1, 1);
    calm.tick(0.4);
    expect(calm.devices.get('mouse')!.height).toBe(0);
    expect(calm.camera.sway).toBe(0);
  });

  it('takes its time without reduced motion: the fog and focus mode fade', () => {
    const m = motion(false);
    m.tick(0);
    m.setFog(0.9);
    m.enterFocusMode('mouse');
    m.tick(0.45);
    expect(m.fogDensity).toBeGreaterThan(HOME_FOG_LEVEL * FOG_DENSITY_PER_LEVEL);
    expect(m.fogDensity).toBeLessThan(0.9 * FOG_DENSITY_PER_LEVEL);
    expect(m.devices.get('headset')!.scale).toBeGreaterThan(0.01);
    expect(m.devices.get('headset')!.scale).toBeLessThan(1);
    m.tick(2);
    expect(m.fogDensity).toBeCloseTo(0.9 * FOG_DENSITY_PER_LEVEL, 12);
    expect(m.devices.get('headset')!.visible).toBe(false);
  });

  it('mirrors with the page', () => {
    const m = motion();
    m.rtl = true;
    m.tick(0);
    expect(m.camera.rtl).toBe(true);
  });
});

describe('a device’s highlight', () => {
  it('lights the one device asked for, fades in and out, and clears with null', () => {
    const motion = createHomeMotion({ reducedMotion: false, deviceAt: () => null });
    motion.tick(0);
    motion.highlight('keyboard');
    motion.tick(0.05);
    const rising = motion.devices.get('keyboard')!.highlight;
    expect(rising).toBeGreaterThan(0);
    expect(rising).toBeLessThan(1);
    motion.tick(1);
    expect(DEVICES.map((id) => motion.devices.get(id)!.highlight)).toEqual(
      DEVICES.map((id) => (id === 'keyboard' ? 1 : 0)),
    );
    motion.highlight('mouse');
    motion.tick(2);
    expect(motion.devices.get('keyboard')!.highlight).toBe(0);
    expect(motion.devices.get('mouse')!.highlight).toBe(1);
    motion.highlight(null);
    motion.tick(3);
    expect(DEVICES.every((id) => motion.devices.get(id)!.highlight === 0)).toBe(true);
  });

  it('cuts straight to its light when the visitor prefers reduced motion', () => {
    const motion = createHomeMotion({ reducedMotion: true, deviceAt: () => null });
    motion.tick(0);
    motion.highlight('headset');
    motion.tick(0);
    expect(motion.devices.get('headset')!.highlight).toBe(1);
  });
});
