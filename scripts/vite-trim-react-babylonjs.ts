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
  '@babylonjs/core/Culling/ray.js',
  '@babylonjs/core/Culling/boundingInfo.js',
  '@babylonjs/core/Maths/math.vector.js',
  '@babylonjs/core/Maths/math.color.js',
  '@babylonjs/core/Maths/math.frustum.js',
  '@babylonjs/core/Loading/sceneLoader.js',
  '@babylonjs/core/Meshes/mesh.js',
  '@babylonjs/core/Meshes/abstractMesh.js',
  '@babylonjs/core/Meshes/transformNode.js',
  '@babylonjs/core/Meshes/buffer.js',
  '@babylonjs/core/Meshes/mesh.vertexData.js',
  '@babylonjs/core/Engines/engine.js',
  '@babylonjs/core/Events/pointerEvents.js',
  '@babylonjs/core/Misc/tools.js',
  '@babylonjs/core/Lights/light.js',
  '@babylonjs/core/Lights/shadowLight.js',
  '@babylonjs/core/Lights/hemisphericLight.js',
  '@babylonjs/core/Lights/directionalLight.js',
  '@babylonjs/core/Lights/pointLight.js',
  '@babylonjs/core/Lights/spotLight.js',
  '@babylonjs/core/Materials/material.js',
  '@babylonjs/core/Materials/pushMaterial.js',
  '@babylonjs/core/Materials/imageProcessingConfiguration.js',
  '@babylonjs/core/Materials/PBR/pbrBaseMaterial.js',
  '@babylonjs/core/Materials/PBR/pbrMaterial.js',
  '@babylonjs/core/Materials/Textures/thinTexture.js',
  '@babylonjs/core/Materials/Textures/baseTexture.js',
  '@babylonjs/core/Materials/Textures/texture.js',
  '@babylonjs/core/Materials/Textures/cubeTexture.js',
];

/**
 * The host elements the scenes declare, by Babylon class name. react-babylonjs looks each element's Fiber
 * class (its creation info and props handler) up in one namespace object of every generated class, so all
 * ~520 of them stay reachable; this list prunes that object, and the rest of the generated code falls away.
 */
export const REACT_BABYLONJS_ELEMENTS: readonly string[] = [
  'Scene',
  'TargetCamera',
  'HemisphericLight',
  'DirectionalLight',
  'PointLight',
  'SpotLight',
  'TransformNode',
  'Mesh',
  'PBRMaterial',
];

/**
 * The lifecycle listeners those elements reach. react-babylonjs picks one by the element's class name (none of
 * ours has its own) and otherwise by its kind: a camera, a mesh, another node, a material, a texture; the rest
 * fall back. The others (GUI, gizmos, physics, shadows, sprites, XR) go with their elements.
 */
export const REACT_BABYLONJS_LISTENERS: readonly string[] = [
  'Camera',
  'AbstractMesh',
  'Node',
  'Materials',
  'Textures',
  'Fallback',
];

const NAMESPACE = 'Object.freeze({__proto__:null,';
/** The element → Babylon class table; its first entries are `scene:…,Scene:…`. */
const CLASS_TABLE = /=\{scene:[\w$]+,Scene:[\w$]+,/;
/** The element → class name table (`pbrMaterial:"PBRMaterial"`): element names are not always the class's. */
const CLASS_NAMES = /=\{scene:"Scene",([^}]*)\}/;

function classNamesOf(code: string): Map<string, string> {
  const names = new Map<string, string>([['scene', 'Scene']]);
  for (const [, element, name] of (CLASS_NAMES.exec(code)?.[1] ?? '').matchAll(/([\w$]+):"([^"]*)"/g))
    names.set(element as string, name as string);
  return names;
}

/** Filters the `key:identifier` entries of the flat object literal whose body starts at `bodyStart`. */
function filterEntries(
  code: string,
  bodyStart: number,
  keep: (key: string) => boolean,
): { code: string; removed: number } {
  const end = code.indexOf('}', bodyStart);
  const entries = code.slice(bodyStart, end).split(',');
  const kept = entries.filter((entry) => keep(entry.slice(0, entry.indexOf(':'))));
  return {
    code: code.slice(0, bodyStart) + kept.join(',') + code.slice(end),
    removed: entries.length - kept.length,
  };
}

/**
 * Prunes react-babylonjs's lookup tables down to the listed elements, so that what they no longer name can be
 * dropped by the bundler:
 * - the namespace objects of generated classes: `Fiber<Class>` and `Fiber<Class>PropsHandler` entries, the
 *   extension classes (`DynamicTerrain`) and the `<Kind>LifecycleListener` entries;
 * - the element → Babylon class table (`freeCamera`/`FreeCamera` → the class or its stand-in).
 * The generated classes' definitions (minified IIFEs) and the stand-ins are marked pure, so the unreferenced ones
 * go. Returns `pruned: 0` when the tables are not found (another version of the library: the size test tells).
 */
export function pruneGenerated(
  code: string,
  elements: ReadonlySet<string>,
  listeners: ReadonlySet<string> = new Set(REACT_BABYLONJS_LISTENERS),
): { code: string; pruned: number } {
  let out = code;
  let pruned = 0;
  for (let at = out.indexOf(NAMESPACE); at !== -1; at = out.indexOf(NAMESPACE, at + 1)) {
    const result = filterEntries(out, at + NAMESPACE.length, (key) => {
      const fiber = /^Fiber(\w+?)(PropsHandler)?$/.exec(key);
      if (fiber) return elements.has(fiber[1] as string);
      const listener = /^(\w+)LifecycleListener$/.exec(key)?.[1];
      if (listener) return listeners.has(listener) || elements.has(listener);
      // The extensions' namespace holds classes by their own name; the main one holds hooks and names too.
      return key !== 'DynamicTerrain' || elements.has(key);
    });
    out = result.code;
    pruned += result.removed;
  }
  const table = CLASS_TABLE.exec(out);
  if (table) {
    const classNames = classNamesOf(out);
    const result = filterEntries(out, table.index + 2, (key) => elements.has(classNames.get(key) ?? key));
    out = result.code;
    pruned += result.removed;
  }
  out = out
    .replace(/=function\((e?)\)\{function (e|n)\(/g, '=/*#__PURE__*/function($1){function $2(')
    .replace(/=__notBundled\(/g, '=/*#__PURE__*/__notBundled(');
  // The components made with forwardRef (`Html`, `Model`): a bundler cannot know that call is pure, so each
  // stayed in the chunk, used or not.
  const forwardRef = /forwardRef as ([\w$]+)[^;]*?from"react"/.exec(out)?.[1];
  if (forwardRef) out = out.split(`=${forwardRef}(function(`).join(`=/*#__PURE__*/${forwardRef}(function(`);
  return { code: out, pruned };
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
