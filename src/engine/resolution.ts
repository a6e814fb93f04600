/**
 * Spec §9: low-resolution textures on mobile or a GPU tier below 2. Until the GPU tier is measured, a coarse
 * pointer (phones, tablets) or a data-saver request picks the low set; `?res=low|high` overrides for testers.
 */
export function prefersLowResolution(
  win: Pick<Window, 'matchMedia' | 'location'> & { navigator: Navigator } = window,
): boolean {
  const forced = new URLSearchParams(win.location.search).get('res');
  if (forced === 'low') return true;
  if (forced === 'high') return false;
  const saveData = (win.navigator as Navigator & { connection?: { saveData?: boolean } }).connection
    ?.saveData;
  return win.matchMedia('(pointer: coarse)').matches || saveData === true;
}
