/**
 * Sounds placed in the game's 3D world (Headspace): each source goes through an HRTF panner with distance
 * attenuation, and the listener sits at the character's head and turns with it, so a player finds a source by
 * ear. Plain Web Audio on any context: the game gives it howler's context and master gain (so mute and the
 * master volume apply), and a test renders it in an OfflineAudioContext to measure each ear.
 *
 * The world is Babylon's, left-handed (x right, y up, z forward); Web Audio's is right-handed. Mirroring z on the
 * way in keeps left on the left: with the listener facing +z, a source at -x is heard in the left ear.
 *
 * This module imports nothing, so a browser test can load it on its own.
 */

export interface ListenerPose {
  x: number;
  /** The head's height. */
  y: number;
  z: number;
  /** Where the character faces, on the floor: need not be unit length. */
  forwardX: number;
  forwardZ: number;
}

export interface SpatialSource {
  /** Where the sound comes from, in world units. */
  setPosition(x: number, y: number, z: number): void;
  /** A hidden source plays on, silent, so it comes back in phase with nothing to restart. */
  setAudible(audible: boolean): void;
  dispose(): void;
}

export interface SpatialMix {
  /**
   * A looping source; starts playing at once, audible. `loop` is the seamless region in the decoded buffer (a
   * built loop is wrapped in copies of its own end and start, for the encoder): without it the whole buffer loops.
   */
  addSource(
    buffer: AudioBuffer,
    volume: number,
    loop?: { startMs: number; endMs: number } | null,
  ): SpatialSource;
  setListener(pose: ListenerPose): void;
  /** Pausing silences every source of the mix (and only them), resuming brings them back. */
  setPaused(paused: boolean): void;
  dispose(): void;
}

/** Ramps are short enough to follow the character every frame without zipper noise. */
const RAMP_S = 0.03;
/** Full volume within 1 unit, then 1/distance: at the spawn distance of 4 a source is a quarter as loud. */
const REF_DISTANCE = 1;
const ROLLOFF = 1;

function setParam(param: AudioParam, value: number, at: number): void {
  // An offline context renders from time 0; a live one ramps from now.
  if (at === 0) param.value = value;
  else param.setTargetAtTime(value, at, RAMP_S / 3);
}

export function createSpatialMix(context: BaseAudioContext, destination: AudioNode): SpatialMix {
  const bus = context.createGain();
  bus.connect(destination);
  const sources = new Set<{ node: AudioBufferSourceNode; gain: GainNode; panner: PannerNode }>();
  const now = () => (context instanceof OfflineAudioContext ? 0 : context.currentTime);

  return {
    addSource(buffer, volume, loop) {
      const node = context.createBufferSource();
      node.buffer = buffer;
      node.loop = true;
      if (loop) {
        node.loopStart = loop.startMs / 1000;
        node.loopEnd = loop.endMs / 1000;
      }
      const gain = context.createGain();
      gain.gain.value = volume;
      const panner = new PannerNode(context, {
        panningModel: 'HRTF',
        distanceModel: 'inverse',
        refDistance: REF_DISTANCE,
        rolloffFactor: ROLLOFF,
        maxDistance: 100,
      });
      node.connect(gain).connect(panner).connect(bus);
      node.start(0, loop ? loop.startMs / 1000 : 0);
      const entry = { node, gain, panner };
      sources.add(entry);
      return {
        setPosition(x, y, z) {
          const at = now();
          setParam(panner.positionX, x, at);
          setParam(panner.positionY, y, at);
          setParam(panner.positionZ, -z, at);
        },
        setAudible(audible) {
          setParam(gain.gain, audible ? volume : 0, now());
        },
        dispose() {
          if (!sources.delete(entry)) return;
          node.stop();
          node.disconnect();
          panner.disconnect();
        },
      };
    },
    setListener({ x, y, z, forwardX, forwardZ }) {
      const { listener } = context;
      const length = Math.hypot(forwardX, forwardZ) || 1;
      // Firefox has no listener AudioParams, only the older setters.
      if (!listener.positionX) {
        listener.setPosition(x, y, -z);
        listener.setOrientation(forwardX / length, 0, -forwardZ / length, 0, 1, 0);
        return;
      }
      const at = now();
      setParam(listener.positionX, x, at);
      setParam(listener.positionY, y, at);
      setParam(listener.positionZ, -z, at);
      setParam(listener.forwardX, forwardX / length, at);
      setParam(listener.forwardY, 0, at);
      setParam(listener.forwardZ, -forwardZ / length, at);
      setParam(listener.upX, 0, at);
      setParam(listener.upY, 1, at);
      setParam(listener.upZ, 0, at);
    },
    setPaused(paused) {
      setParam(bus.gain, paused ? 0 : 1, now());
    },
    dispose() {
      for (const source of [...sources]) {
        sources.delete(source);
        source.node.stop();
        source.node.disconnect();
        source.panner.disconnect();
      }
      bus.disconnect();
    },
  };
}
