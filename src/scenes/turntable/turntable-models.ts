/**
 * The generated models a designer or an e2e test can look at alone (`#turntable=mouse|headset|keyboard|totem|
 * walker|runner`, optionally `:hero|side|close` for a fixed view to compare screenshots by). Apart from the
 * turntable's scene, which is a chunk of its own: visitors never load it.
 */
export const TURNTABLE_MODELS = ['mouse', 'headset', 'keyboard', 'totem', 'walker', 'runner'] as const;
export type TurntableModel = (typeof TURNTABLE_MODELS)[number];

/** Where the camera starts: three quarters from the front (the default), the side, and close over the top. */
export const TURNTABLE_VIEWS = ['hero', 'side', 'close'] as const;
export type TurntableView = (typeof TURNTABLE_VIEWS)[number];

const HASH = /^#turntable=([a-z]+)(?::([a-z]+))?$/;

export function turntableFromHash(hash: string): TurntableModel | null {
  const match = HASH.exec(hash);
  const name = match?.[1] ?? '';
  const view = match?.[2];
  if (view !== undefined && !(TURNTABLE_VIEWS as readonly string[]).includes(view)) return null;
  return (TURNTABLE_MODELS as readonly string[]).includes(name) ? (name as TurntableModel) : null;
}

/** The view a turntable hash asks for; `hero` where it names none (or is not a turntable's). */
export function turntableViewFromHash(hash: string): TurntableView {
  const view = HASH.exec(hash)?.[2] ?? 'hero';
  return (TURNTABLE_VIEWS as readonly string[]).includes(view) ? (view as TurntableView) : 'hero';
}
