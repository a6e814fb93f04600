import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { TargetCamera } from '@babylonjs/core/Cameras/targetCamera.js';
import { PBRMaterial } from '@babylonjs/core/Materials/PBR/pbrMaterial.js';
import { CreatePlane } from '@babylonjs/core/Meshes/Builders/planeBuilder.js';
import { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import type { DynamicTexture } from '@babylonjs/core/Materials/Textures/dynamicTexture.js';
import type { GameId } from '../../../api/site-routes.ts';
import { placeTagline, setTaglineLines, type TaglinePlane } from './taglines.ts';

/**
 * The painter's own canvas (an OffscreenCanvas in browsers, which Node has not): a stand-in that records the lines
 * drawn on it and the direction they were drawn in. The texture's context records which picture it was given.
 */
class RecordingCanvas {
  readonly texts: string[] = [];
  direction = '';
  readonly width: number;
  readonly height: number;
  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
  }
  getContext() {
    const record = (direction: string) => (this.direction = direction);
    return {
      set direction(value: string) {
        record(value);
      },
      fillText: (text: string) => this.texts.push(text),
    };
  }
}

/**
 * The taglines' text is drawn when a tagline first shows, not when home's scene is built: a visitor who never
 * selects a device never pays for it. Recording canvases stand in for the ones Node does not have.
 */
describe("the taglines' drawing", () => {
  const engine = new NullEngine();
  const scene = new Scene(engine);
  const camera = new TargetCamera('eye', new Vector3(0, 0, -5), scene);
  const pivot = new TransformNode('pivot', scene);
  beforeAll(() => vi.stubGlobal('OffscreenCanvas', RecordingCanvas));
  afterAll(() => {
    vi.unstubAllGlobals();
    engine.dispose();
  });

  function recordingTagline(name: string) {
    let uploads = 0;
    let painted: RecordingCanvas | null = null;
    const context = {
      canvas: { width: 512, height: 256 },
      clearRect: () => {},
      save: () => {},
      restore: () => {},
      drawImage: (picture: RecordingCanvas) => (painted = picture),
    };
    const texture = { getContext: () => context, update: () => uploads++ } as unknown as DynamicTexture;
    const tagline: TaglinePlane = {
      texture,
      material: new PBRMaterial(name, scene),
      plane: CreatePlane(name, { size: 1 }, scene),
    };
    return {
      tagline,
      texts: () => painted?.texts ?? [],
      uploads: () => uploads,
      direction: () => painted?.direction ?? '',
    };
  }

  it('waits until the tagline shows, then draws its lines once', () => {
    const mouse = recordingTagline('mouse');
    const headset = recordingTagline('headset');
    const planes = new Map<GameId, TaglinePlane>([
      ['mouse', mouse.tagline],
      ['headset', headset.tagline],
    ]);
    setTaglineLines(
      planes,
      { mouse: ['74 GRAMS', 'ACCURACY'], headset: ['ON THE FLY'], keyboard: [] },
      false,
    );
    expect(mouse.uploads()).toBe(0);

    placeTagline(mouse.tagline, pivot, camera, 'mouse', 0, false);
    expect(mouse.uploads(), 'hidden: nothing drawn').toBe(0);

    placeTagline(mouse.tagline, pivot, camera, 'mouse', 1, false);
    expect(mouse.texts()).toEqual(['74 GRAMS', 'ACCURACY']);
    expect(mouse.uploads()).toBe(1);
    expect(mouse.direction()).toBe('ltr');

    placeTagline(mouse.tagline, pivot, camera, 'mouse', 1, false);
    expect(mouse.uploads(), 'drawn once, not every frame').toBe(1);
    expect(headset.uploads(), 'another device, never shown').toBe(0);
  });

  it('draws new lines (another language) the next time the tagline shows', () => {
    const mouse = recordingTagline('mouse-ar');
    const planes = new Map<GameId, TaglinePlane>([['mouse', mouse.tagline]]);
    setTaglineLines(planes, { mouse: ['74 GRAMS'], headset: [], keyboard: [] }, false);
    placeTagline(mouse.tagline, pivot, camera, 'mouse', 1, false);
    setTaglineLines(planes, { mouse: ['74 غرامًا'], headset: [], keyboard: [] }, true);
    expect(mouse.texts(), 'not before it shows').toEqual(['74 GRAMS']);
    placeTagline(mouse.tagline, pivot, camera, 'mouse', 1, true);
    expect(mouse.texts()).toEqual(['74 غرامًا']);
    expect(mouse.direction()).toBe('rtl');
    expect(mouse.uploads()).toBe(2);
  });
});
