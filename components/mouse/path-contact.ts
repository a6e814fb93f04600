import { MOUSE_CAPACITY } from './capacity.ts';

/** What the on-path test found this step: on the circuit lines or not, and how far from the lane's centre. */
export function createPathContact(capacity = MOUSE_CAPACITY) {
  return {
    onPath: new Uint8Array(capacity),
    centreOffset: new Float64Array(capacity),
  };
}
export type PathContact = ReturnType<typeof createPathContact>;
