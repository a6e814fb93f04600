/**
 * The generated models a designer or an e2e test can look at alone (`#turntable=mouse|headset|keyboard|totem|
 * walker|runner`). Apart from the turntable's scene, which is a chunk of its own: visitors never load it.
 */
export const TURNTABLE_MODELS = ['mouse', 'headset', 'keyboard', 'totem', 'walker', 'runner'] as const;
export type TurntableModel = (typeof TURNTABLE_MODELS)[number];

export function turntableFromHash(hash: string): TurntableModel | null {
  const name = /^#turntable=([a-z]+)$/.exec(hash)?.[1] ?? '';
  return (TURNTABLE_MODELS as readonly string[]).includes(name) ? (name as TurntableModel) : null;
}
