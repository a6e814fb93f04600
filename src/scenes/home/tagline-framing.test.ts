import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Matrix, Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { Viewport } from '@babylonjs/core/Maths/math.viewport.js';
import { PBRMaterial } from '@babylonjs/core/Materials/PBR/pbrMaterial.js';
import { CreatePlane } from '@babylonjs/core/Meshes/Builders/planeBuilder.js';
import { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import type { DynamicTexture } from '@babylonjs/core/Materials/Textures/dynamicTexture.js';
import { totemSolids } from '../../../assets/models/totem.ts';
import { showcaseStage } from '../../../test/scene-assets.ts';
import { instantiateShowcase, poseDevices } from './home-models.ts';
import { createHomeMotion, DEVICES } from './home-motion.ts';
import { HOME_CAMERA, poseCamera } from './home-rig.ts';
import { OrbitCamera } from './orbit-camera.ts';
import type { ScreenRect } from './picking.ts';
import { placeTagline, TAGLINE_PLANE, type TaglinePlane } from './taglines.ts';

/**
 * The floating taglines as the visitor sees them: for each chosen device, on wide and narrow screens, left to
 * right and right to left, the plane its lines are drawn on stays inside the window and off the totem's column.
 * The totem is never mirrored while the framing is, so a side that suits one direction can land on the column in
 * the other (Arabic's mouse lines once did). Measured in a NullEngine with the real models, rig and framing.
 */

/** Screen shapes (width / height): 16:9 and 16:10 laptops, a 4:3 tablet, tall phones. */
const SHAPES = [
  { name: '2560×1080', aspect: 2560 / 1080 },
  { name: '1920×1080', aspect: 16 / 9 },
  { name: '1366×768', aspect: 1366 / 768 },
  { name: '1440×900', aspect: 16 / 10 },
  { name: '1024×768', aspect: 4 / 3 },
  { name: '430×932', aspect: 430 / 932 },
  { name: '390×844', aspect: 390 / 844 },
  { name: '360×640', aspect: 360 / 640 },
];

/** How close to the window's edge a plane may come (a fraction of the window): a glowing line touching it reads as cut off. */
const EDGE = 0.015;
/** How much of a plane may lie over the column's box: a corner, where the box is wider than the hexagon. */
const COLUMN_TOLERANCE = 0.02;

type Box = ScreenRect;

describe('the floating taglines on screen', { timeout: 60_000 }, () => {
  let stage: Awaited<ReturnType<typeof showcaseStage>>;
  beforeAll(async () => {
    stage = await showcaseStage();
  });
  afterAll(() => stage?.dispose());

  /** The box around points projected to the camera's viewport, in fractions of the viewport (0..1, y down). */
  function project(points: readonly Vector3[], camera: OrbitCamera): Box {
    const engine = stage.engine;
    const width = engine.getRenderWidth() * camera.viewport.width;
    const height = engine.getRenderHeight() * camera.viewport.height;
    const viewport = new Viewport(0, 0, width, height);
    const transform = camera.getViewMatrix(true).multiply(camera.getProjectionMatrix(true));
    const box = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity };
    for (const point of points) {
      const p = Vector3.Project(point, Matrix.IdentityReadOnly, transform, viewport);
      box.left = Math.min(box.left, p.x / width);
      box.right = Math.max(box.right, p.x / width);
      box.top = Math.min(box.top, p.y / height);
      box.bottom = Math.max(box.bottom, p.y / height);
    }
    return box;
  }

  const overlap = (a: Box, b: Box) =>
    Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
    Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

  it('stay inside the window and off the column, for every device, shape and direction', () => {
    const models = instantiateShowcase(stage.scene, stage.assets, DEVICES);
    const camera = new OrbitCamera('tagline-camera', stage.scene);
    camera.fov = HOME_CAMERA.fov;
    camera.minZ = HOME_CAMERA.minZ;
    camera.maxZ = HOME_CAMERA.maxZ;
    stage.scene.activeCamera = camera;
    const material = new PBRMaterial('tagline-test', stage.scene);
    const plane = CreatePlane('tagline-test', TAGLINE_PLANE, stage.scene);
    plane.billboardMode = TransformNode.BILLBOARDMODE_ALL;
    const tagline: TaglinePlane = { texture: null as unknown as DynamicTexture, material, plane };
    // The column: its three tiers and the crown, in the totem's own coordinates.
    const column = totemSolids().flatMap((solid) =>
      solid.kind === 'prism' && /^(tier|crown)/.test(solid.name)
        ? solid.outline.flatMap(([x, z]) => [new Vector3(x, solid.y0, z), new Vector3(x, solid.y1, z)])
        : [],
    );
    const found: string[] = [];
    try {
      const renderAspect = stage.engine.getRenderWidth() / stage.engine.getRenderHeight();
      for (const shape of SHAPES) {
        // The NullEngine draws 512×256: a viewport of the shape's proportions inside it gives the camera its aspect.
        const width = Math.min(1, shape.aspect / renderAspect);
        camera.viewport = new Viewport(0, 0, width, (width * renderAspect) / shape.aspect);
        for (const rtl of [false, true])
          for (const id of DEVICES) {
            const motion = createHomeMotion({ reducedMotion: true, rtl, deviceAt: () => null });
            motion.levitate(id, 0);
            motion.aimCamera(id, 0);
            motion.tick(0);
            poseDevices(models, motion.devices, DEVICES);
            poseCamera(camera, motion.camera);
            camera.getViewMatrix(true);
            placeTagline(tagline, models.pivots.get(id)!, camera, id, 1, rtl);
            plane.computeWorldMatrix(true);
            const text = project(plane.getBoundingInfo().boundingBox.vectorsWorld, camera);
            const totem = models.totem.computeWorldMatrix(true);
            const pillar = project(
              column.map((p) => Vector3.TransformCoordinates(p, totem)),
              camera,
            );
            const where = `${id} at ${shape.name}${rtl ? ', right to left' : ''}`;
            const edges = [text.left, 1 - text.right, text.top, 1 - text.bottom];
            if (Math.min(...edges) < EDGE)
              found.push(`${where}: ${Math.round(Math.min(...edges) * 1000) / 10}% from the window's edge`);
            const covered = overlap(text, pillar) / ((text.right - text.left) * (text.bottom - text.top));
            if (covered > COLUMN_TOLERANCE)
              found.push(`${where}: ${Math.round(covered * 100)}% over the column`);
          }
      }
      expect(found).toEqual([]);
    } finally {
      plane.dispose();
      material.dispose();
      camera.dispose();
      models.dispose();
    }
  });
});
