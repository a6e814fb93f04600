import { describe, expect, it } from 'vitest';
import { spawnCharacter } from '../../components/headset/index.ts';
import { autopilotPx, driveHeadset } from './driver.ts';
import { characterOf, huntOf } from './queries.ts';
import {
  CHARACTER_LIMIT,
  COLLISION_DISTANCE,
  DRAIN_UNITS_MAX,
  DRAIN_UNITS_PER_FIND,
  DRAIN_UNITS_START,
  FIND_BONUS_UNITS,
  FIND_POINTS,
  HEADING_QUANTA,
  IDLE_STEPS,
  INDICATOR_COOLDOWN_STEPS,
  INDICATOR_FADE_STEPS,
  INITIAL_TIME_UNITS,
  INTERACTION_DISTANCE,
  KEY_TURN_QUANTA_PER_STEP,
  QUICK_POINTS,
  QUICK_STEPS,
  SHOW_DELAY_STEPS,
  SOURCE_DISTANCE,
  TIME_UNITS_PER_SECOND,
  TURN_DRAG_BASIS_PX,
  WALK_STEP,
} from './rules.ts';
import { stepHeadsetWorld } from './step-world.ts';
import type { HeadsetView } from './view.ts';
import { walkCharacter } from './walk-character.ts';
import { createHeadsetWorld } from './world.ts';

const distanceToTarget = (v: HeadsetView) => {
  const t = v.target!;
  return Math.sqrt((t.x - v.x) * (t.x - v.x) + (t.z - v.z) * (t.z - v.z));
};

describe('Headspace rules (spec §3, §4, §5, §9), timed to the step at 60 Hz', () => {
  it('states the spec’s numbers in world units and steps', () => {
    expect([CHARACTER_LIMIT, SOURCE_DISTANCE, INTERACTION_DISTANCE, COLLISION_DISTANCE]).toEqual([
      8, 4, 2, 0.5,
    ]);
    expect([FIND_BONUS_UNITS / TIME_UNITS_PER_SECOND, SHOW_DELAY_STEPS, IDLE_STEPS]).toEqual([5, 72, 180]);
    expect([INDICATOR_COOLDOWN_STEPS, INDICATOR_FADE_STEPS, TURN_DRAG_BASIS_PX]).toEqual([60, 96, 400]);
    // Ours: 30 s at the start, the clock drains one unit per 1/6000 s at first.
    expect([INITIAL_TIME_UNITS / TIME_UNITS_PER_SECOND, DRAIN_UNITS_START]).toEqual([30, 100]);
  });

  it('start (the first step) shows the first source, on the circle of radius 4, one source at a time', () => {
    const d = driveHeadset(3);
    expect(d.view.target).toBeNull();
    expect(d.view.emitters.map((e) => e.visible)).toEqual([false, false, false]);
    d.step(1);
    expect(d.firstStep('shown')).toBe(1);
    expect(d.view.emitters.map((e) => e.visible)).toEqual([true, false, false]);
    expect(d.view.target).toMatchObject({ src: 0, y: 1 });
    expect(distanceToTarget(d.view)).toBeCloseTo(SOURCE_DISTANCE, 12);
  });

  it('walks 3 units a second along the heading while the pointer is held, and stops on release', () => {
    const d = driveHeadset(3).hold().step(1);
    // Pressed before step 1, sampled on step 0... the first sample is step 0, so it walks from the first step.
    expect(d.view).toMatchObject({ walking: true, pointerHeld: true, x: 0 });
    expect(d.view.z).toBeCloseTo(WALK_STEP, 15);
    d.step(59);
    expect(d.view.z).toBeCloseTo(3, 12);
    d.release().step(3);
    const z = d.view.z;
    d.step(30);
    expect(d.view).toMatchObject({ walking: false, z });
  });

  it('turns once round per 400 px of pointer movement (1 px a quantum), right turning towards +x', () => {
    const d = driveHeadset(3).turnPx(100).step(1);
    expect(d.view.headingQuanta).toBe(100);
    expect(d.view.heading).toBeCloseTo(Math.PI / 2, 15);
    // Pressed before step 2, sampled on step 4 (the sample of tick 3): 57 steps of walking by step 60.
    d.hold().step(59);
    expect(d.view.x).toBeCloseTo(WALK_STEP * 57, 12);
    expect(Math.abs(d.view.z)).toBeLessThan(1e-12);
    // A command turns half a turn at most: a whole turn takes two samples.
    d.turnPx(TURN_DRAG_BASIS_PX).step(3);
    expect(d.view.headingQuanta).toBe(300);
    d.step(3);
    expect(d.view.headingQuanta).toBe(100);
    d.turnPx(-150.4).step(3);
    expect(d.view.headingQuanta).toBe(HEADING_QUANTA - 50);
  });

  it('turns 3 quanta a step while a turn key is held, and walks with the forward and back keys', () => {
    const d = driveHeadset(3).keys({ right: true }).step(1);
    expect(d.view.headingQuanta).toBe(KEY_TURN_QUANTA_PER_STEP);
    d.step(9);
    expect(d.view.headingQuanta).toBe(10 * KEY_TURN_QUANTA_PER_STEP);
    d.keys({ left: true }).step(3);
    // Pressed before step 11, sampled on step 13 (tick 12): steps 11 and 12 still turn right, step 13 left.
    expect(d.view.headingQuanta).toBe(12 * KEY_TURN_QUANTA_PER_STEP - KEY_TURN_QUANTA_PER_STEP);
    const d2 = driveHeadset(3).keys({ forward: true }).step(30);
    expect(d2.view.z).toBeCloseTo(30 * WALK_STEP, 12);
    d2.keys({ back: true }).step(30);
    expect(d2.view.z).toBeCloseTo(0, 12);
    // Forward and back held together cancel out.
    d2.keys({ forward: true, back: true }).step(30);
    expect(d2.view.walking).toBe(false);
  });

  it('clamps the character to 40 % of each half of the 40 × 40 floor: |x|, |z| ≤ 8', () => {
    const d = driveHeadset(3).turnPx(50).hold().step(600);
    expect([d.view.x, d.view.z]).toEqual([CHARACTER_LIMIT, CHARACTER_LIMIT]);
    d.turnPx(200).step(600);
    expect([d.view.x, d.view.z]).toEqual([-CHARACTER_LIMIT, -CHARACTER_LIMIT]);
  });

  it('finds the source on the first step within 2 units: hidden, "found", +5 s, scored, faster clock', () => {
    const d = driveHeadset(3);
    const { c } = d.game.world;
    const hunt = huntOf(d.game.world);
    let before = 0;
    let drain = 0;
    d.stepUntil(
      (v) => {
        if (v.finds > 0) return true;
        // Every step before the find ended farther than 2 units from the source.
        if (v.target) expect(distanceToTarget(v)).toBeGreaterThan(INTERACTION_DISTANCE);
        before = c.RunTimer.unitsLeft[hunt]!;
        drain = c.RunTimer.drainPerStep[hunt]!;
        return false;
      },
      2000,
      true,
    );
    const found = d.firstStep('found')!;
    expect(found).toBe(d.game.tick);
    const character = characterOf(d.game.world);
    const target = d.view.emitters[0]!;
    const dx = c.FloorPosition.x[character]! - target.x;
    const dz = c.FloorPosition.z[character]! - target.z;
    expect(Math.sqrt(dx * dx + dz * dz)).toBeLessThanOrEqual(INTERACTION_DISTANCE);
    expect(target.visible).toBe(false);
    expect(d.view.target).toBeNull();
    // +5 s; this step then drains at the faster rate.
    expect(drain).toBe(DRAIN_UNITS_START);
    expect(c.RunTimer.unitsLeft[hunt]).toBe(
      before + FIND_BONUS_UNITS - DRAIN_UNITS_START - DRAIN_UNITS_PER_FIND,
    );
    expect(c.RunTimer.drainPerStep[hunt]).toBe(DRAIN_UNITS_START + DRAIN_UNITS_PER_FIND);
    const searched = found - 1;
    expect(c.Score.findPoints[character]).toBe(FIND_POINTS);
    expect(c.Score.quickPoints[character]).toBeCloseTo(
      (QUICK_POINTS * (QUICK_STEPS - searched)) / QUICK_STEPS,
      12,
    );
    expect(d.view.score).toBe(
      Math.floor(FIND_POINTS + (QUICK_POINTS * (QUICK_STEPS - searched)) / QUICK_STEPS),
    );
  });

  it('shows the next source exactly 1.2 s after a find, 4 units from the character, cycling the three', () => {
    const d = driveHeadset(3)
      .stepUntil((v) => v.finds === 4, 5000, true)
      .step(SHOW_DELAY_STEPS);
    const found = d.stepsOf('found');
    const shown = d.stepsOf('shown');
    expect(found).toHaveLength(4);
    expect(shown.slice(1)).toEqual(found.map((step) => step + SHOW_DELAY_STEPS));
    expect(distanceToTarget(d.view)).toBeCloseTo(SOURCE_DISTANCE, 12);
    expect(d.view.target!.src).toBe(1);
    expect(d.view.emitters.filter((e) => e.visible)).toHaveLength(1);
  });

  it('places every source where the character can walk, even from a corner', () => {
    const d = driveHeadset(11).turnPx(50).hold().step(240).release();
    expect([d.view.x, d.view.z]).toEqual([8, 8]);
    d.stepUntil((v) => v.finds === 30, 20_000, true);
    for (const e of d.view.emitters) {
      expect(Math.abs(e.x)).toBeLessThanOrEqual(CHARACTER_LIMIT);
      expect(Math.abs(e.z)).toBeLessThanOrEqual(CHARACTER_LIMIT);
    }
  });

  it('speeds the clock up 8 % per find, up to three times its starting rate', () => {
    const d = driveHeadset(5).stepUntil((v) => v.finds === 10, 20_000, true);
    expect(d.view.drainRate).toBeCloseTo(1 + 10 * 0.08, 12);
    d.stepUntil((v) => v.finds === 30, 20_000, true);
    expect(d.game.over).toBe(false);
    expect(d.view.drainRate).toBe(DRAIN_UNITS_MAX / DRAIN_UNITS_START);
  });

  it('ends the run when the clock reaches zero: 30 s without a find end on step 1800', () => {
    const d = driveHeadset(3).step(5000);
    expect(d.stepsOf('time-up')).toEqual([1800]);
    expect(d.view).toMatchObject({ over: true, timeLeftMs: 0, score: 0 });
    expect(d.game.tick).toBe(1800);
    expect(d.game.step()).toEqual([]);
    expect(d.game.tick).toBe(1800);
  });

  it('keeps the character out of a visible source closer than 0.5: it stops on that circle', () => {
    const world = createHeadsetWorld(3);
    stepHeadsetWorld(world, []);
    const { c } = world;
    const target = c.Hunt.target[huntOf(world)]!;
    // A second character just behind the source, walking into it (a find would hide it first in a run).
    const walker = spawnCharacter(world, {
      x: c.FloorPosition.x[target]!,
      z: c.FloorPosition.z[target]! - 0.52,
    });
    c.Controls.pointerHeld[walker] = 1;
    walkCharacter(world);
    const dz = c.FloorPosition.z[target]! - c.FloorPosition.z[walker]!;
    expect(dz).toBeCloseTo(COLLISION_DISTANCE, 12);
    walkCharacter(world);
    expect(c.FloorPosition.z[target]! - c.FloorPosition.z[walker]!).toBeCloseTo(COLLISION_DISTANCE, 12);
    // A hidden source is not solid.
    c.AudioEmitter.visible[target] = 0;
    walkCharacter(world);
    expect(c.FloorPosition.z[target]! - c.FloorPosition.z[walker]!).toBeCloseTo(
      COLLISION_DISTANCE - WALK_STEP,
      12,
    );
  });
});

describe('Headspace idle indicator (spec §4: 3000 ms, cooldown 1 s, fade 1.6 s)', () => {
  it('turns on 3 s after the source shows without progress, fading in over 1.6 s', () => {
    const d = driveHeadset(3).step(IDLE_STEPS);
    expect(d.view.indicatorOn).toBe(false);
    d.step(1);
    expect(d.firstStep('idle-on')).toBe(1 + IDLE_STEPS);
    expect(d.view).toMatchObject({ indicatorOn: true, indicatorOpacity: 1 / INDICATOR_FADE_STEPS });
    d.step(INDICATOR_FADE_STEPS - 1);
    expect(d.view.indicatorOpacity).toBe(1);
  });

  it('turning in place and walking away are no progress', () => {
    const d = driveHeadset(3).step(90).turnPx(37).step(30);
    d.turnPx(autopilotPx(d.view) + 200).step(9);
    d.hold().step(9);
    expect(d.view.walking).toBe(true);
    d.step(60);
    expect(d.firstStep('idle-on')).toBe(1 + IDLE_STEPS);
  });

  it('clears when the player moves towards the target, once on for at least 1 s, then fades out', () => {
    const on = 1 + IDLE_STEPS;
    // Faces the source from step 4 on, and stands: turning is no progress.
    const d = driveHeadset(3).step(1);
    d.turnPx(autopilotPx(d.view)).step(199);
    expect(d.firstStep('idle-on')).toBe(on);
    // Pressed before step 201, sampled on step 202 (tick 201): every step from 202 on is progress, but the
    // indicator stays on for its cooldown (steps 182 … 241) and clears on the step after it.
    d.hold().step(60);
    const off = on + INDICATOR_COOLDOWN_STEPS + 1;
    expect(d.firstStep('idle-off')).toBe(off);
    // It faded in one step in 96 while on (steps 181 … 241), and fades out as fast from step 242.
    const shown = off - on;
    expect(d.view.indicatorOpacity).toBe((shown - (d.game.tick - off) - 1) / INDICATOR_FADE_STEPS);
    d.step(shown);
    expect(d.view.indicatorOpacity).toBe(0);
  });

  it('restarts off: a reset is a new run', () => {
    const d = driveHeadset(3).step(400);
    expect(d.view.indicatorOn).toBe(true);
    d.game.reset();
    expect(d.view).toMatchObject({ indicatorOn: false, indicatorOpacity: 0, score: 0, finds: 0, x: 0, z: 0 });
    expect(d.view.timeLeftMs).toBe(30_000);
  });
});
