import type { Scene } from '@babylonjs/core/scene.js';
import { HemisphericLight } from '@babylonjs/core/Lights/hemisphericLight.js';
import { DirectionalLight } from '@babylonjs/core/Lights/directionalLight.js';
import { PointLight } from '@babylonjs/core/Lights/pointLight.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { Color3 } from '@babylonjs/core/Maths/math.color.js';

/**
 * The product pages' own small light rig: a soft sky fill, a warm-white key from above the viewer's shoulder and
 * two coloured rims in the brand's cyan and magenta behind the device, so its silhouette reads against the dark
 * page. Lights are in world space around the device (which turns; the rig does not), sized for a device about a
 * unit across. To be replaced by the shared studio rig when the lead merges it (docs: /work/tmp/docs-product.md).
 */
export interface ProductLights {
  dispose(): void;
}

export function createProductLights(scene: Scene): ProductLights {
  const fill = new HemisphericLight('product-fill', new Vector3(0, 1, 0.2), scene);
  fill.intensity = 0.45;
  fill.groundColor = new Color3(0.05, 0.05, 0.09);
  const key = new DirectionalLight('product-key', new Vector3(-0.45, -0.9, -0.6), scene);
  key.intensity = 1.7;
  key.diffuse = new Color3(1, 0.96, 0.9);
  const rimCyan = new PointLight('product-rim-cyan', new Vector3(-1.6, 1.1, -1.4), scene);
  rimCyan.diffuse = new Color3(0.1, 0.85, 1);
  rimCyan.intensity = 2.2;
  const rimMagenta = new PointLight('product-rim-magenta', new Vector3(1.7, 0.7, -1.2), scene);
  rimMagenta.diffuse = new Color3(1, 0.2, 0.85);
  rimMagenta.intensity = 2;
  const lights = [fill, key, rimCyan, rimMagenta];
  return { dispose: () => lights.forEach((light) => light.dispose()) };
}
