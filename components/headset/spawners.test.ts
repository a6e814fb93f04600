import { createWorld, getEntityComponents, hasComponent } from 'bitecs';
import { describe, expect, it } from 'vitest';
import { createHeadsetComponents, spawnAudioEmitter, spawnCharacter, spawnHunt } from './index.ts';

function world() {
  return createWorld({ c: createHeadsetComponents() });
}

describe('Headspace spawners', () => {
  it('spawnCharacter adds the character’s tag and stores, at the centre facing +z by default', () => {
    const w = world();
    const { c } = w;
    const eid = spawnCharacter(w);
    for (const component of [c.IsCharacter, c.FloorPosition, c.Heading, c.Controls, c.IdleIndicator, c.Score])
      expect(hasComponent(w, eid, component)).toBe(true);
    expect(getEntityComponents(w, eid)).toHaveLength(6);
    expect([c.FloorPosition.x[eid], c.FloorPosition.z[eid], c.Heading.quanta[eid]]).toEqual([0, 0, 0]);
    expect([c.Controls.pointerHeld[eid], c.IdleIndicator.on[eid], c.Score.finds[eid]]).toEqual([0, 0, 0]);

    const placed = spawnCharacter(w, { x: 1.5, z: -2, heading: 100 });
    expect([c.FloorPosition.x[placed], c.FloorPosition.previousX[placed]]).toEqual([1.5, 1.5]);
    expect([c.FloorPosition.z[placed], c.FloorPosition.previousZ[placed]]).toEqual([-2, -2]);
    expect([c.Heading.quanta[placed], c.Heading.previous[placed]]).toEqual([100, 100]);
  });

  it('spawnHunt has no target yet, the first source due on the first step, the clock full', () => {
    const w = world();
    const { c } = w;
    const eid = spawnHunt(w, { unitsLeft: 180_000, drainPerStep: 100 });
    for (const component of [c.IsHunt, c.Hunt, c.RunTimer])
      expect(hasComponent(w, eid, component)).toBe(true);
    expect([c.Hunt.target[eid], c.Hunt.nextSrc[eid], c.Hunt.showStepsLeft[eid]]).toEqual([-1, 0, 1]);
    expect([c.RunTimer.unitsLeft[eid], c.RunTimer.drainPerStep[eid], c.RunTimer.ended[eid]]).toEqual([
      180_000, 100, 0,
    ]);
    const later = spawnHunt(w, { unitsLeft: 6000, drainPerStep: 300, showSteps: 72, firstSrc: 2 });
    expect([c.Hunt.nextSrc[later], c.Hunt.showStepsLeft[later]]).toEqual([2, 72]);
  });

  it('spawnAudioEmitter adds a hidden audio object at the centre unless told otherwise', () => {
    const w = world();
    const { c } = w;
    const eid = spawnAudioEmitter(w, { src: 1, y: 1 });
    expect(getEntityComponents(w, eid)).toEqual([c.AudioEmitter, c.FloorPosition]);
    expect([c.AudioEmitter.src[eid], c.AudioEmitter.y[eid], c.AudioEmitter.visible[eid]]).toEqual([1, 1, 0]);
    const shown = spawnAudioEmitter(w, { src: 2, y: 0.5, x: 3, z: 4, visible: true });
    expect([
      c.FloorPosition.x[shown],
      c.FloorPosition.previousZ[shown],
      c.AudioEmitter.visible[shown],
    ]).toEqual([3, 4, 1]);
  });

  it('allocates every store per call, never shared', () => {
    const a = createHeadsetComponents();
    const b = createHeadsetComponents();
    for (const key of Object.keys(a) as (keyof typeof a)[]) expect(a[key]).not.toBe(b[key]);
  });
});
