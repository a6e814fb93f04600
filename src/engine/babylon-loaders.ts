import type { Scene } from '@babylonjs/core/scene.js';
import { LoadAssetContainerAsync } from '@babylonjs/core/Loading/sceneLoader.js';
import type { AssetContainer } from '@babylonjs/core/assetContainer.js';
import { Texture } from '@babylonjs/core/Materials/Textures/texture.js';
import { CubeTexture } from '@babylonjs/core/Materials/Textures/cubeTexture.js';
// Only the glTF 2.0 loader and the one extension our generated models use: the extensions' index brings
// KHR_interactivity's flow graphs, audio emitters and more (about 40 KB gzip).
import '@babylonjs/loaders/glTF/glTFFileLoader.js';
import '@babylonjs/loaders/glTF/2.0/glTFLoader.js';
// The models' normals are normalized bytes (assets/models/gltf.ts); the extension only declares that Babylon reads
// them, in a few hundred bytes.
import '@babylonjs/loaders/glTF/2.0/Extensions/KHR_mesh_quantization.js';
import type { AssetKind } from '../../assets/manifest.ts';
import type { Loaders } from './asset-queue.ts';
import { irradianceOf } from './environment-irradiance.ts';
import { pageBase } from './page-preloads.ts';

/**
 * The queue's loaders for a Babylon scene: models as asset containers (added to a scene only when shown, so
 * one load serves every visit), textures, and cube-map environments from their six faces. URLs are relative to
 * the page's <base>, resolved here because Babylon resolves against the document otherwise.
 */
const absolute = (url: string) => new URL(url, pageBase()).toString();

export function babylonLoaders(scene: Scene): Loaders {
  const texture = (url: string) =>
    new Promise<Texture>((resolve, reject) => {
      const t: Texture = new Texture(
        absolute(url),
        scene,
        false,
        true,
        Texture.TRILINEAR_SAMPLINGMODE,
        () => resolve(t),
        (message) => {
          t.dispose();
          reject(new Error(message ?? `texture ${url} failed`));
        },
      );
    });
  return {
    model: async (asset) => LoadAssetContainerAsync(absolute(asset.url), scene, { pluginExtension: '.glb' }),
    texture: async (asset) => texture(asset.url),
    env: (asset) =>
      new Promise<CubeTexture>((resolve, reject) => {
        const generated = (asset.urls ?? [asset.url]).map(absolute);
        if (generated.length !== 6)
          return reject(new Error(`a cube map needs six faces, got ${generated.length}`));
        // Generated in glTF/WebGL order px,nx,py,ny,pz,nz; Babylon's files list wants px,py,pz,nx,ny,nz.
        const faces = [0, 2, 4, 1, 3, 5].map((i) => generated[i]!);
        const cube: CubeTexture = new CubeTexture(
          '',
          scene,
          null,
          false,
          faces,
          () => {
            // Babylon would otherwise read the six faces back from the GPU, synchronously, on first use.
            const irradiance = irradianceOf(asset.meta);
            if (irradiance) cube.sphericalPolynomial = irradiance;
            resolve(cube);
          },
          (message) => {
            cube.dispose();
            reject(new Error(message ?? 'cube map failed'));
          },
        );
      }),
    hdr: () => Promise.reject(new Error('no HDR images in this build')),
    exr: () => Promise.reject(new Error('no EXR images in this build')),
  };
}

export function disposeBabylonAsset(_kind: AssetKind, value: unknown): void {
  (value as AssetContainer | Texture | { dispose(): void }).dispose();
}
