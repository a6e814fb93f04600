/** Howler's Web Audio output, for sounds a game plays itself (spatial sources, scheduled music). */
export interface AudioOutput {
  context: BaseAudioContext;
  destination: AudioNode;
}

/** Howler's context and master gain, once howler is loaded (the first gesture loads it); null without Web Audio. */
export async function howlerOutput(): Promise<AudioOutput | null> {
  const { Howler } = await import('howler');
  // Reading the volume sets howler's context up if nothing has yet.
  Howler.volume();
  const context = Howler.ctx as BaseAudioContext | null;
  const destination = (Howler as unknown as { masterGain: GainNode | null }).masterGain;
  return Howler.usingWebAudio && context && destination ? { context, destination } : null;
}
