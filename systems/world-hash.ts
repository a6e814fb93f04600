import { getAllEntities, hasComponent, type World } from 'bitecs';
import type { GameWorld } from './system.ts';

/**
 * A fingerprint of a game world's whole state, for replay checkpoints: two worlds with the same hash hold the
 * same bits in every component store, the same entities with the same components and tags, the same PRNG
 * state, the same tick and the same events of the last step. A final score can hide drift (a rules change
 * that moves the state by a last bit often leaves every score as it was); the hash does not.
 *
 * The hash is FNV-1a 32 (offset basis 0x811c9dc5, prime 0x01000193) over a byte stream defined below. It is
 * not cryptographic and needs not be: it detects accidental change (the server recomputes the state from the
 * commands itself and never trusts a hash it is sent). It is chosen because it is
 * exactly specified in 32-bit integer steps (xor and Math.imul, which give the same bits in every engine), it
 * needs no Node module (this file runs in the browser and on the server), it is fast enough for a checkpoint
 * every few hundred steps (a Circuit Shutdown world is under 2 KB), and, being a bijection of its state for
 * each input byte, it never misses a change confined to a single byte of equal-length input (a one-ulp
 * nudge of a float usually is one). Over larger changes a collision has a chance of 2^-32 per checkpoint.
 *
 * The byte stream, in this order:
 * - the tick, then the four PRNG state words, each as a uint32 little-endian;
 * - the step's events: their count, then each event's length and UTF-16 code units (uint16 little-endian);
 * - the live entity range: the highest live entity id, then for each live entity in ascending id order its id
 *   and one bit per component (the components in name order, 32 to a uint32 word): which it has;
 * - every component in name order: its name, then every typed-array field in name order: its name, and the
 *   raw bytes of its elements 0 … highest live id. Tags (components without fields) add only their name.
 *
 * Raw bytes are taken through a Uint8Array view of each typed array, so a Float64Array hashes its exact IEEE
 * 754 bits. Typed arrays use the platform's byte order, which is little-endian on every platform the
 * browsers and Node run on (x86-64, ARM64); on a big-endian host the bytes of each element are fed in reverse,
 * so the stream is little-endian everywhere. NaN payloads are the one thing engines may canonicalise
 * differently; the rules never make a NaN.
 */
export type ComponentSet = Readonly<Record<string, object>>;

export interface WorldCheckpoint {
  /** The world's tick when it was hashed: the steps run so far. */
  readonly tick: number;
  /** hashWorld's result: 8 lowercase hex digits. */
  readonly hash: string;
}

export interface CheckpointMismatch {
  /** The first checkpoint tick at which the two lists disagree. */
  readonly tick: number;
  readonly expected: string | undefined;
  readonly actual: string | undefined;
}

type NumericArray =
  | Int8Array
  | Uint8Array
  | Uint8ClampedArray
  | Int16Array
  | Uint16Array
  | Int32Array
  | Uint32Array
  | Float32Array
  | Float64Array
  | BigInt64Array
  | BigUint64Array;

const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const LITTLE_ENDIAN = isLittleEndian();

function isLittleEndian(): boolean {
  return new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
}

function byte(h: number, b: number): number {
  return Math.imul(h ^ b, FNV_PRIME);
}

function uint32(h: number, value: number): number {
  const v = value >>> 0;
  h = byte(h, v & 0xff);
  h = byte(h, (v >>> 8) & 0xff);
  h = byte(h, (v >>> 16) & 0xff);
  return byte(h, v >>> 24);
}

function text(h: number, s: string): number {
  h = uint32(h, s.length);
  for (let i = 0; i < s.length; i++) {
    const unit = s.charCodeAt(i);
    h = byte(h, unit & 0xff);
    h = byte(h, unit >>> 8);
  }
  return h;
}

function elements(h: number, array: NumericArray, count: number): number {
  const width = array.BYTES_PER_ELEMENT;
  const bytes = new Uint8Array(array.buffer, array.byteOffset, count * width);
  if (LITTLE_ENDIAN || width === 1) {
    for (let i = 0; i < bytes.length; i++) h = byte(h, bytes[i]!);
    return h;
  }
  for (let start = 0; start < bytes.length; start += width)
    for (let j = width - 1; j >= 0; j--) h = byte(h, bytes[start + j]!);
  return h;
}

function isNumericArray(value: unknown): value is NumericArray {
  return ArrayBuffer.isView(value) && !(value instanceof DataView);
}

function byName(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Hashes `world` (its bitecs entities, its step context) with `components`, the world's own stores (for
 * Circuit Shutdown, `world.c`). Every field of a component must be a typed array: anything else throws, so
 * no state escapes the hash unnoticed.
 */
export function hashWorld(world: GameWorld<unknown, string>, components: ComponentSet): string {
  const { ctx } = world;
  let h = FNV_OFFSET_BASIS;
  h = uint32(h, ctx.tick);
  for (const word of ctx.rng.getState()) h = uint32(h, word);
  h = uint32(h, ctx.events.length);
  for (const event of ctx.events) h = text(h, event);

  const names = Object.keys(components).sort(byName);
  const entities = [...getAllEntities(world as World)].sort((a, b) => a - b);
  const highest = entities.length > 0 ? entities[entities.length - 1]! : -1;
  h = uint32(h, highest + 1);
  for (const eid of entities) {
    h = uint32(h, eid);
    for (let first = 0; first < names.length; first += 32) {
      let bits = 0;
      for (let i = first; i < names.length && i < first + 32; i++)
        if (hasComponent(world as World, eid, components[names[i]!])) bits |= 1 << (i - first);
      h = uint32(h, bits);
    }
  }

  for (const name of names) {
    h = text(h, name);
    const component = components[name]! as Record<string, unknown>;
    for (const field of Object.keys(component).sort(byName)) {
      const store = component[field];
      if (!isNumericArray(store))
        throw new TypeError(`hashWorld: ${name}.${field} is not a typed array, so it cannot be hashed`);
      h = text(h, field);
      h = elements(h, store, Math.min(highest + 1, store.length));
    }
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** The first checkpoint where `actual` departs from `expected` (another hash, or a missing or extra one). */
export function firstCheckpointMismatch(
  expected: readonly WorldCheckpoint[],
  actual: readonly WorldCheckpoint[],
): CheckpointMismatch | null {
  const count = Math.max(expected.length, actual.length);
  for (let i = 0; i < count; i++) {
    const e = expected[i];
    const a = actual[i];
    if (e && a && e.tick === a.tick && e.hash === a.hash) continue;
    const tick = Math.min(e?.tick ?? Infinity, a?.tick ?? Infinity);
    return {
      tick,
      expected: e?.tick === tick ? e.hash : undefined,
      actual: a?.tick === tick ? a.hash : undefined,
    };
  }
  return null;
}
