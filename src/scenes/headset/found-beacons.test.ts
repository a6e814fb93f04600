import { describe, expect, it } from 'vitest';
import { beaconStrength, createFoundSpots } from './found-beacons.ts';

const at = (x: number, z: number) => ({ target: { eid: 1, src: 0, x, y: 1, z, visible: true } });
const none = { target: null };

describe('the spots of found sources', () => {
  it('keeps the spot of each source shown then found, in order, and only those', () => {
    const found = createFoundSpots();
    found.onEvent('shown', at(1, 2));
    found.onEvent('idle-on', at(1, 2));
    expect(found.spots).toEqual([]);
    found.onEvent('found', none);
    found.onEvent('shown', at(-3, 4));
    found.onEvent('found', none);
    // A second "found" without a source shown between them adds nothing.
    found.onEvent('found', none);
    expect(found.spots).toEqual([
      { x: 1, z: 2 },
      { x: -3, z: 4 },
    ]);
    found.sync(2);
    expect(found.spots).toHaveLength(2);
    // A run that starts over has fewer finds: its spots go.
    found.sync(0);
    expect(found.spots).toEqual([]);
  });
});

describe('a beacon’s strength', () => {
  const camera = { x: 0, z: -4 };
  it('is full far from the character and the camera', () => {
    expect(beaconStrength({ x: 7, z: 7 }, { x: 0, z: 0 }, camera)).toBe(1);
  });
  it('is out by the character (who has just found it there), and rises as it walks on', () => {
    expect(beaconStrength({ x: 0.3, z: 0.2 }, { x: 0, z: 0 }, camera)).toBe(0);
    const halfway = beaconStrength({ x: 2.1, z: 0 }, { x: 0, z: 0 }, camera);
    expect(halfway).toBeGreaterThan(0.3);
    expect(halfway).toBeLessThan(0.7);
  });
  it('goes out by the camera', () => {
    expect(beaconStrength({ x: 0.2, z: -4.5 }, { x: 0, z: 0 }, camera)).toBe(0);
  });
  it('grows steadily with distance', () => {
    let last = -1;
    for (let d = 0; d <= 6; d += 0.25) {
      const s = beaconStrength({ x: d, z: 0 }, { x: 0, z: 0 }, { x: -10, z: 0 });
      expect(s).toBeGreaterThanOrEqual(last);
      last = s;
    }
  });
});
