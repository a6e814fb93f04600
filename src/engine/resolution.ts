/**
 * Spec §9: low-resolution textures on mobile or a GPU tier below 2: a coarse pointer (phones, tablets), a
 * data-saver request or a low tier picks the low set; `?res=low|high` overrides for testers.
 */
export function prefersLowResolution(
  win: Pick<Window, 'matchMedia' | 'location'> & { navigator: Navigator } = window,
  /** The GPU tier asks for it (below 2, spec §9). */
  lowTier = false,
): boolean {
  const forced = new URLSearchParams(win.location.search).get('res');
  if (forced === 'low') return true;
  if (forced === 'high') return false;
  const saveData = (win.navigator as Navigator & { connection?: { saveData?: boolean } }).connection
    ?.saveData;
  return win.matchMedia('(pointer: coarse)').matches || saveData === true || lowTier;
}
