import index from '../../assets/.generated/asset-index.json' with { type: 'json' };
import type { AssetIndex } from './asset-index.ts';

/** The index of this build's generated assets (written by `npm run assets`, bundled where it is needed). */
export const BUILT_ASSETS: AssetIndex = index as AssetIndex;
