import { HEADSET_CAPACITY } from './capacity.ts';

/**
 * Which way the character faces, in whole heading quanta (a full turn is the rules' HEADING_QUANTA), now and one
 * step ago. Integers, so the browser and the replay hold the same heading with no rounding to drift; 0 faces +z,
 * and the heading grows turning right (towards +x), as Babylon's rotation.y does. `previous` is unwrapped (it may
 * sit a full turn off `quanta`) so that lerp(previous, quanta, alpha) turns the short way.
 */
export function createHeading(capacity = HEADSET_CAPACITY) {
  return {
    quanta: new Int32Array(capacity),
    previous: new Int32Array(capacity),
  };
}
export type Heading = ReturnType<typeof createHeading>;
