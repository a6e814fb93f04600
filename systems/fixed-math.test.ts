import { describe, expect, it } from 'vitest';
import { clamp, fatan, fatan2, fcos, fhypot, fpowi, fsin, lerp, PI } from './fixed-math.ts';

// Reference values come from the host's Math, which is accurate to well under these bounds.
describe('fixed-math', () => {
  const samples = Array.from({ length: 4001 }, (_, i) => -100 + i * 0.05);

  it('fsin and fcos match Math within 1e-12 over a wide range', () => {
    for (const x of samples) {
      expect(Math.abs(fsin(x) - Math.sin(x))).toBeLessThan(1e-12);
      expect(Math.abs(fcos(x) - Math.cos(x))).toBeLessThan(1e-12);
    }
    expect(fsin(0)).toBe(0);
    expect(fcos(0)).toBe(1);
    expect(fsin(PI / 2)).toBe(1);
  });

  it('fatan and fatan2 match Math within 1e-12 in every quadrant', () => {
    for (const x of samples) expect(Math.abs(fatan(x) - Math.atan(x))).toBeLessThan(1e-12);
    for (let i = 0; i < 360; i++) {
      const y = Math.sin((i * PI) / 180) * 3;
      const x = Math.cos((i * PI) / 180) * 3;
      expect(Math.abs(fatan2(y, x) - Math.atan2(y, x))).toBeLessThan(1e-12);
    }
    expect(fatan2(0, 0)).toBe(0);
    expect(fatan2(1, 0)).toBeCloseTo(PI / 2, 15);
    expect(fatan2(-1, 0)).toBeCloseTo(-PI / 2, 15);
  });

  it('fhypot, fpowi, clamp and lerp are exact where arithmetic is', () => {
    expect(fhypot(3, 4)).toBe(5);
    expect(fpowi(2, 10)).toBe(1024);
    expect(fpowi(2, -2)).toBe(0.25);
    expect(fpowi(1.5, 0)).toBe(1);
    expect(() => fpowi(2, 0.5)).toThrow(/integer exponent/);
    expect(clamp(5, 0, 3)).toBe(3);
    expect(clamp(-5, 0, 3)).toBe(0);
    expect(lerp(2, 4, 0.25)).toBe(2.5);
  });
});
