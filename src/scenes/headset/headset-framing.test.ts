import { describe, expect, it } from 'vitest';
import { Matrix, Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { SOURCE_DISTANCE, SOURCE_HEIGHT } from '../../../systems/headset/rules.ts';
import { frameCharacter } from './headset-framing.ts';

/** The figure (rig.ts): 1.8 units tall, feet on the floor, about 0.6 wide with its arms. */
const FIGURE = { height: 1.8, halfWidth: 0.3 };

const SCREENS = [
  { name: 'desktop 1366 × 768', width: 1366, height: 768 },
  { name: 'phone 390 × 844', width: 390, height: 844 },
];

/** A point's place on the screen, 0 … 1 from the top left, as Babylon projects it (left-handed, as the scene). */
function project(
  point: { x: number; y: number; z: number },
  framing: ReturnType<typeof frameCharacter>,
  aspect: number,
) {
  const { position: p, target: t } = framing;
  const view = Matrix.LookAtLH(new Vector3(p.x, p.y, p.z), new Vector3(t.x, t.y, t.z), Vector3.Up());
  const projection = Matrix.PerspectiveFovLH(framing.fov, aspect, 0.05, 200);
  const clip = Vector3.TransformCoordinates(
    new Vector3(point.x, point.y, point.z),
    view.multiply(projection),
  );
  return { x: (clip.x + 1) / 2, y: (1 - clip.y) / 2 };
}

describe('the Headspace camera', () => {
  for (const screen of SCREENS) {
    const aspect = screen.width / screen.height;
    it(`keeps the centre of a ${screen.name} screen free of the character, facing any way`, () => {
      for (let i = 0; i < 8; i++) {
        const pose = { x: -3 + i, z: 2 - i / 2, heading: (i / 8) * 2 * Math.PI - 1 };
        const framing = frameCharacter(pose, aspect);
        const sin = Math.sin(pose.heading);
        const cos = Math.cos(pose.heading);
        // The corners of the figure's box, its sides across the way it faces.
        const corners = [0, FIGURE.height].flatMap((y) =>
          [-1, 1].flatMap((side) =>
            [-1, 1].map((depth) => ({
              x: pose.x + cos * side * FIGURE.halfWidth + sin * depth * FIGURE.halfWidth,
              y,
              z: pose.z - sin * side * FIGURE.halfWidth + cos * depth * FIGURE.halfWidth,
            })),
          ),
        );
        const onScreen = corners.map((c) => project(c, framing, aspect));
        const top = Math.min(...onScreen.map((s) => s.y));
        const bottom = Math.max(...onScreen.map((s) => s.y));
        // The figure stands in the lower part of the frame, wholly below the middle band, and wholly in view.
        expect(top).toBeGreaterThan(0.6);
        expect(bottom).toBeLessThan(1);
        for (const s of onScreen) expect(Math.abs(s.x - 0.5)).toBeLessThan(0.5);
      }
    });

    it(`shows a source the character faces near the centre of a ${screen.name} screen`, () => {
      const pose = { x: 1, z: -2, heading: 0.7 };
      const framing = frameCharacter(pose, aspect);
      const source = {
        x: pose.x + Math.sin(pose.heading) * SOURCE_DISTANCE,
        y: SOURCE_HEIGHT * 0.5,
        z: pose.z + Math.cos(pose.heading) * SOURCE_DISTANCE,
      };
      const s = project(source, framing, aspect);
      expect(Math.abs(s.x - 0.5)).toBeLessThan(0.01);
      expect(Math.abs(s.y - 0.5)).toBeLessThan(0.1);
    });
  }

  it('widens a portrait screen’s view so a source a little to the side is still seen', () => {
    const aspect = 390 / 844;
    const pose = { x: 0, z: 0, heading: 0 };
    const framing = frameCharacter(pose, aspect);
    // 20° to the side of the way the character faces, 4 away.
    const angle = (20 * Math.PI) / 180;
    const s = project(
      { x: Math.sin(angle) * SOURCE_DISTANCE, y: 0.5, z: Math.cos(angle) * SOURCE_DISTANCE },
      framing,
      aspect,
    );
    expect(s.x).toBeGreaterThan(0.5);
    expect(s.x).toBeLessThan(1);
  });
});
