import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  pruneGenerated,
  REACT_BABYLONJS_ELEMENTS,
  REACT_BABYLONJS_KEEP,
  REACT_BABYLONJS_LISTENERS,
  trimImports,
} from './vite-trim-react-babylonjs.ts';

const keep = new Set(['@babylonjs/core/Cameras/freeCamera.js']);

describe('trimming react-babylonjs imports', () => {
  it('keeps listed modules, stands in for the rest and drops unlisted side-effect imports', () => {
    const source =
      'import{FreeCamera as a}from"@babylonjs/core/Cameras/freeCamera.js";' +
      'import{FlyCamera as b,Foo}from"@babylonjs/core/Cameras/flyCamera.js";' +
      'import"@babylonjs/core/Physics/physicsEngineComponent.js";' +
      'export const all={a,b,Foo};';
    const { code, removed } = trimImports(source, keep);
    expect(code).toContain('import{FreeCamera as a}from"@babylonjs/core/Cameras/freeCamera.js"');
    expect(code).not.toContain('flyCamera.js";');
    expect(code).not.toContain('physicsEngineComponent');
    expect(removed).toEqual([
      '@babylonjs/core/Cameras/flyCamera.js',
      '@babylonjs/core/Physics/physicsEngineComponent.js',
    ]);
  });

  it('a stand-in throws a clear error when a scene declares it', async () => {
    const source = 'import{FlyCamera as b}from"@babylonjs/core/Cameras/flyCamera.js";export default b;';
    const { code } = trimImports(source, keep);
    const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
    const { default: FlyCamera } = (await import(/* @vite-ignore */ url)) as { default: new () => unknown };
    expect(() => new FlyCamera()).toThrow(
      /FlyCamera \(@babylonjs\/core\/Cameras\/flyCamera\.js\) is not bundled/,
    );
  });

  it('every kept module is one react-babylonjs really imports (the list has no stale names)', () => {
    const dist = readFileSync('node_modules/react-babylonjs/dist/react-babylonjs.js', 'utf8');
    for (const module of REACT_BABYLONJS_KEEP) expect(dist, module).toContain(`"${module}"`);
    const { removed } = trimImports(dist, new Set(REACT_BABYLONJS_KEEP));
    expect(removed.length).toBeGreaterThan(150);
  });

  it('pruning keeps every listed element creatable: its Fiber class and its Babylon class stay in the tables', () => {
    const dist = readFileSync('node_modules/react-babylonjs/dist/react-babylonjs.js', 'utf8');
    const elements = new Set(REACT_BABYLONJS_ELEMENTS);
    const { code, pruned } = pruneGenerated(trimImports(dist, new Set(REACT_BABYLONJS_KEEP)).code, elements);
    expect(pruned).toBeGreaterThan(500);
    const table = /=\{scene:[\w$]+,Scene:[\w$]+,[^}]*\}/.exec(code)?.[0] ?? '';
    const names = /=\{scene:"Scene",[^}]*\}/.exec(code)?.[0] ?? '';
    for (const element of elements) {
      // (Every element has its props handler there; the Scene's is all it has.)
      expect(code.includes(`Fiber${element}PropsHandler:`), element).toBe(true);
      // The element's JSX name (`pbrMaterial`) maps to the class name, and the class table has the element.
      const jsx = new RegExp(`([\\w$]+):"${element}"`).exec(names)?.[1] ?? element.toLowerCase();
      expect(new RegExp(`[{,]${jsx}:`).test(table), `${jsx} → ${element}`).toBe(true);
    }
    // What no scene declares is gone from the class table.
    expect(/[{,]flyCamera:/.test(table)).toBe(false);
  });

  it('keeps the lifecycle listener of every listed element’s kind, and drops the other kinds’', () => {
    const dist = readFileSync('node_modules/react-babylonjs/dist/react-babylonjs.js', 'utf8');
    // react-babylonjs' own order (createInstance): the class's listener, else the first kind its metadata says.
    const kinds: [string, string][] = [
      ['isGizmo', 'Gizmo'],
      ['isMaterial', 'Materials'],
      ['isTexture', 'Textures'],
      ['isGUI3DControl', 'GUI3DControl'],
      ['isGUI2DControl', 'GUI2DControl'],
      ['isCamera', 'Camera'],
      ['isMesh', 'AbstractMesh'],
      ['isNode', 'Node'],
      ['isBehavior', 'Behavior'],
    ];
    const listeners = new Set(REACT_BABYLONJS_LISTENERS);
    // (The scene is made by the <Scene> component, not by the reconciler's createInstance.)
    for (const element of REACT_BABYLONJS_ELEMENTS.filter((e) => e !== 'Scene')) {
      const metadata = new RegExp(`Metadata=\\{([^}]*)className:"Fiber${element}"\\}`).exec(dist)?.[1];
      expect(metadata, element).toBeDefined();
      const own = dist.includes(`${element}LifecycleListener:`);
      const kind = kinds.find(([flag]) => metadata!.includes(`${flag}:!0`))?.[1] ?? 'Fallback';
      expect(own || listeners.has(kind), `${element} reaches ${kind}LifecycleListener`).toBe(true);
    }
    for (const listener of listeners) expect(dist, listener).toContain(`${listener}LifecycleListener:`);

    const { code } = pruneGenerated(
      trimImports(dist, new Set(REACT_BABYLONJS_KEEP)).code,
      new Set(REACT_BABYLONJS_ELEMENTS),
    );
    for (const listener of listeners) expect(code).toContain(`${listener}LifecycleListener:`);
    for (const gone of ['ShadowGenerator', 'GUI2DControl', 'PhysicsImpostor', 'Gizmo'])
      expect(code).not.toContain(`${gone}LifecycleListener:`);
  });

  it('marks the components made with forwardRef pure, so the unused ones (Html, Model) fall away', () => {
    const source =
      'import i,{createContext as s,forwardRef as c,useState as u}from"react";' +
      'var jr=c(function(r,a){return null}),nC=c(function(e,n){return null});export{jr as Html};';
    const { code } = pruneGenerated(source, new Set());
    expect(code).toContain('jr=/*#__PURE__*/c(function(r,a)');
    expect(code).toContain('nC=/*#__PURE__*/c(function(e,n)');
  });
});
