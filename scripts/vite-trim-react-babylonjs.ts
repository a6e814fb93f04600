import type { Plugin } from 'vite';

/**
 * react-babylonjs maps every intrinsic element (`<freeCamera>`, `<stereoscopicGamepadCamera>`, every GUI
 * control…) to its Babylon class with one static import each, so a bundle that uses three of them still
 * carries nearly all of Babylon and its GUI (about 2 MB minified). This build step rewrites those imports:
 * the classes listed here stay real, every other one becomes a stand-in that throws a clear error if a scene
 * ever declares it. Our own imports of Babylon are untouched, so a class we use directly is still bundled.
 *
 * To declare a new intrinsic element in a scene, add its module below (the e2e tests run the built site and
 * would fail on the stand-in's error).
 */
export const REACT_BABYLONJS_KEEP: readonly string[] = [
  '@babylonjs/core/scene.js',
  '@babylonjs/core/node.js',
  '@babylonjs/core/Cameras/camera.js',
  '@babylonjs/core/Cameras/targetCamera.js',
  '@babylonjs/core/Cameras/freeCamera.js',
  '@babylonjs/core/Cameras/arcRotateCamera.js',
  '@babylonjs/core/Culling/ray.js',
  '@babylonjs/core/Culling/boundingInfo.js',
  '@babylonjs/core/Maths/math.vector.js',
  '@babylonjs/core/Maths/math.color.js',
  '@babylonjs/core/Maths/math.frustum.js',
  '@babylonjs/core/Maths/math.viewport.js',
  '@babylonjs/core/Loading/sceneLoader.js',
  '@babylonjs/core/Meshes/mesh.js',
  '@babylonjs/core/Meshes/abstractMesh.js',
  '@babylonjs/core/Meshes/transformNode.js',
  '@babylonjs/core/Meshes/instancedMesh.js',
  '@babylonjs/core/Meshes/buffer.js',
  '@babylonjs/core/Meshes/mesh.vertexData.js',
  '@babylonjs/core/Engines/engine.js',
  '@babylonjs/core/Engines/AbstractEngine/abstractEngine.views.js',
  '@babylonjs/core/Events/pointerEvents.js',
  '@babylonjs/core/Misc/tools.js',
  '@babylonjs/core/Lights/light.js',
  '@babylonjs/core/Lights/shadowLight.js',
  '@babylonjs/core/Lights/hemisphericLight.js',
  '@babylonjs/core/Lights/directionalLight.js',
  '@babylonjs/core/Lights/pointLight.js',
  '@babylonjs/core/Lights/spotLight.js',
  '@babylonjs/core/Lights/Shadows/shadowGenerator.js',
  '@babylonjs/core/Layers/effectLayer.js',
  '@babylonjs/core/Layers/glowLayer.js',
  '@babylonjs/core/Materials/material.js',
  '@babylonjs/core/Materials/pushMaterial.js',
  '@babylonjs/core/Materials/standardMaterial.js',
  '@babylonjs/core/Materials/imageProcessingConfiguration.js',
  '@babylonjs/core/Materials/PBR/pbrBaseMaterial.js',
  '@babylonjs/core/Materials/PBR/pbrMaterial.js',
  '@babylonjs/core/Materials/Textures/thinTexture.js',
  '@babylonjs/core/Materials/Textures/baseTexture.js',
  '@babylonjs/core/Materials/Textures/texture.js',
  '@babylonjs/core/Materials/Textures/cubeTexture.js',
  '@babylonjs/core/Materials/Textures/rawTexture.js',
  '@babylonjs/core/Materials/Textures/dynamicTexture.js',
  '@babylonjs/core/Materials/Textures/renderTargetTexture.js',
  '@babylonjs/core/PostProcesses/postProcess.js',
  '@babylonjs/core/PostProcesses/RenderPipeline/postProcessRenderPipeline.js',
  '@babylonjs/core/PostProcesses/RenderPipeline/Pipelines/defaultRenderingPipeline.js',
];

/**
 * The host elements the scenes declare, by Babylon class name. react-babylonjs looks each element's Fiber
 * class (its creation info and props handler) up in one namespace object of every generated class, so all
 * ~520 of them stay reachable; this list prunes that object, and the rest of the generated code falls away.
 */
export const REACT_BABYLONJS_ELEMENTS: readonly string[] = [
  'Scene',
  'FreeCamera',
  'ArcRotateCamera',
  'HemisphericLight',
  'DirectionalLight',
  'PointLight',
  'SpotLight',
  'ShadowGenerator',
  'GlowLayer',
  'TransformNode',
  'Mesh',
  'PBRMaterial',
];

const NAMESPACE = 'Object.freeze({__proto__:null,';

/**
 * Keeps only the listed elements' `Fiber…` entries in react-babylonjs's namespace object of generated classes,
 * and marks the generated classes' definitions (minified IIFEs) pure so that the bundler drops those no longer
 * referenced. Returns the code unchanged, with `pruned: 0`, when the namespace is not found.
 */
export function pruneGenerated(
  code: string,
  elements: ReadonlySet<string>,
): { code: string; pruned: number } {
  const start = code.indexOf(NAMESPACE);
  if (start === -1) return { code, pruned: 0 };
  const bodyStart = start + NAMESPACE.length;
  const end = code.indexOf('})', bodyStart);
  const entries = code.slice(bodyStart, end).split(',');
  const kept = entries.filter((entry) => {
    const match = /^Fiber(\w+?)(PropsHandler)?:/.exec(entry);
    return !match || elements.has(match[1] as string);
  });
  const pruned = entries.length - kept.length;
  const withNamespace = code.slice(0, bodyStart) + kept.join(',') + code.slice(end);
  return {
    code: withNamespace.replace(
      /=function\((e?)\)\{function (e|n)\(/g,
      '=/*#__PURE__*/function($1){function $2(',
    ),
    pruned,
  };
}

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*"(@babylonjs\/[^"]+)";?|import\s*"(@babylonjs\/[^"]+)";?/g;

/** Rewrites react-babylonjs's imports of Babylon modules that are not in `keep` into throwing stand-ins. */
export function trimImports(code: string, keep: ReadonlySet<string>): { code: string; removed: string[] } {
  const removed: string[] = [];
  let stubbed = false;
  const out = code.replace(
    IMPORT,
    (whole, specifiers: string | undefined, from: string | undefined, bare) => {
      if (bare !== undefined) {
        if (keep.has(bare)) return whole;
        removed.push(bare);
        return '';
      }
      if (keep.has(from as string)) return whole;
      removed.push(from as string);
      stubbed = true;
      const locals = (specifiers as string)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map((s) => {
          const [imported, local] = s.split(/\s+as\s+/);
          return `${(local ?? imported) as string}=__notBundled(${JSON.stringify(imported)},${JSON.stringify(from)})`;
        });
      return `const ${locals.join(',')};`;
    },
  );
  if (!stubbed) return { code: out, removed };
  const helper =
    'function __notBundled(name,from){return class{constructor(){throw new Error("react-babylonjs: "+name+" ("+from+") is not bundled; add it to REACT_BABYLONJS_KEEP in scripts/vite-trim-react-babylonjs.ts")}}}';
  return { code: `${helper}\n${out}`, removed };
}

export function trimReactBabylonjs(
  keep: readonly string[] = REACT_BABYLONJS_KEEP,
  elements: readonly string[] = REACT_BABYLONJS_ELEMENTS,
): Plugin {
  const keepSet = new Set(keep);
  const elementSet = new Set(elements);
  return {
    name: 'trim-react-babylonjs',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]react-babylonjs[\\/]dist[\\/]react-babylonjs\.js$/.test(id)) return null;
      return { code: pruneGenerated(trimImports(code, keepSet).code, elementSet).code, map: null };
    },
  };
}
