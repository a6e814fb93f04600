/**
 * The asset manifest (spec §3): per scene, the models, textures, environment maps, HDR and EXR images it
 * needs, each by name or as { name, persistant, optim }. `persistant` assets stay loaded when the scene is
 * left (the totem and the environment are shared by every scene); `optim` assets have a low-resolution
 * variant ('<name>-low') used on phones and GPU tiers below 2 (spec §9). Sounds are listed apart: the sound
 * bank loads them, not the scene queue.
 */
export interface ManifestItem {
  name: string;
  persistant?: boolean;
  optim?: boolean;
}
export type ManifestEntry = string | ManifestItem;

export interface SceneManifest {
  models: ManifestEntry[];
  textures: ManifestEntry[];
  envs: ManifestEntry[];
  hdr: ManifestEntry[];
  exr: ManifestEntry[];
}

export const SCENE_IDS = ['loading', 'home', 'mouse', 'headset', 'keyboard'] as const;
export type SceneId = (typeof SCENE_IDS)[number];

const none: Pick<SceneManifest, 'hdr' | 'exr'> = { hdr: [], exr: [] };

export const MANIFEST: Record<SceneId, SceneManifest> = {
  loading: { models: [], textures: [{ name: 'particle/smoke', persistant: true }], envs: [], ...none },
  home: {
    models: [{ name: 'totem', persistant: true }, 'mouse', 'headset', 'keyboard'],
    textures: [],
    envs: [{ name: 'env/studio', persistant: true, optim: true }],
    ...none,
  },
  mouse: {
    models: [
      'game/circuit-tile',
      'game/circuit-tile-shift-left',
      'game/circuit-tile-shift-right',
      'game/player-sphere',
    ],
    textures: [{ name: 'texture/circuit', optim: true }],
    envs: [{ name: 'env/studio', persistant: true, optim: true }],
    ...none,
  },
  headset: {
    models: ['game/walker', 'game/headset-emitter'],
    textures: [{ name: 'texture/floor', optim: true }],
    envs: [{ name: 'env/studio', persistant: true, optim: true }],
    ...none,
  },
  keyboard: {
    models: ['game/runner', 'game/key-tile', 'game/obstacle', 'game/jungle-plant'],
    textures: [{ name: 'texture/jungle-leaf' }],
    envs: [{ name: 'env/studio', persistant: true, optim: true }],
    ...none,
  },
};

export type AssetKind = 'model' | 'texture' | 'env' | 'hdr' | 'exr';

export interface ResolvedEntry {
  kind: AssetKind;
  name: string;
  persistant: boolean;
  optim: boolean;
}

/** A scene's entries, normalised, in load order (environment first: materials look wrong until it is there). */
export function sceneEntries(scene: SceneId): ResolvedEntry[] {
  const manifest = MANIFEST[scene];
  const norm =
    (kind: AssetKind) =>
    (entry: ManifestEntry): ResolvedEntry =>
      typeof entry === 'string'
        ? { kind, name: entry, persistant: false, optim: false }
        : { kind, name: entry.name, persistant: entry.persistant ?? false, optim: entry.optim ?? false };
  return [
    ...manifest.envs.map(norm('env')),
    ...manifest.hdr.map(norm('hdr')),
    ...manifest.exr.map(norm('exr')),
    ...manifest.textures.map(norm('texture')),
    ...manifest.models.map(norm('model')),
  ];
}

/** The spec's sound set (§3) with its volumes (§9); names match the audio generators' output. */
export const SOUNDS = {
  'sound/click': { volume: 0.07 },
  'sound/hover': { volume: 0.2 },
  'sound/failure': { volume: 0.3 },
  'sound/mouse-fail': { volume: 0.4 },
  'sound/headset-found': { volume: 0.3 },
  'sound/keyboard-perfect': { volume: 0.1 },
  'sound/game-over': { volume: 0.5 },
  'sound/overheating': { volume: 0.4 },
  'sound/find-source': { volume: 0.5 },
  'sound/mouse-cue': { volume: 0.5 },
  'sound/ambiance': { volume: 0.08 },
  'sound/keyboard-intro': { volume: 0.6 },
  'sound/keyboard-loop': { volume: 0.6 },
  'sound/headset-source-1': { volume: 0.6 },
  'sound/headset-source-2': { volume: 0.6 },
  'sound/headset-source-3': { volume: 0.6 },
} as const satisfies Record<string, { volume: number }>;
export type SoundName = keyof typeof SOUNDS;

/** The sounds each world's game plays: the sound bank loads them when the world opens. */
export const WORLD_SOUNDS = {
  mouse: ['sound/mouse-cue', 'sound/mouse-fail', 'sound/overheating'],
  headset: [
    'sound/find-source',
    'sound/headset-found',
    'sound/headset-source-1',
    'sound/headset-source-2',
    'sound/headset-source-3',
  ],
  keyboard: ['sound/keyboard-intro', 'sound/keyboard-loop', 'sound/keyboard-perfect'],
} as const satisfies Record<'mouse' | 'headset' | 'keyboard', readonly SoundName[]>;

/** A world's page background: one of the two bundled images (docs/decisions.md), optionally mirrored. */
export interface WorldBackground {
  /** Asset-index name; its `-low` variant serves small screens. */
  image: 'image/background-1' | 'image/background-2';
  mirrored: boolean;
}

/** Up to this width the product page shows its background's small (`-low`) file, whatever the resolution. */
export const SMALL_BACKGROUND_MEDIA = '(max-width: 47.99rem)';

/** Each product page's background (the server hints it in the page it sends: server/preload-hints.ts). */
export const WORLD_BACKGROUNDS: Record<'mouse' | 'headset' | 'keyboard', WorldBackground> = {
  // Circuit traces for Circuit Shutdown; fog and light for Headspace; the same light mirrored for the RGB board.
  mouse: { image: 'image/background-1', mirrored: false },
  headset: { image: 'image/background-2', mirrored: false },
  keyboard: { image: 'image/background-2', mirrored: true },
};

/** Spec §9: master volume and the ambiance fade. */
export const MASTER_VOLUME = 0.5;
export const AMBIANCE_VOLUME = 0.08;
export const AMBIANCE_FADE_MS = 800;

/** Facts the loader needs beside an asset's bytes: numbers, names, flags, and number lists (a cube map's light). */
export type AssetMeta = Record<string, number | string | boolean | number[]>;

/**
 * Babylon's PBR lookup table, made by assets/textures/environment-brdf.ts: read by src/engine/environment-brdf.ts
 * in place of the table Babylon inlines, and hinted by the server on every route that draws 3D.
 */
export const ENVIRONMENT_BRDF_ASSET = 'texture/environment-brdf';
