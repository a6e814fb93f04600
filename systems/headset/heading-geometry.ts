import { fcos, fsin, TAU } from '../fixed-math.ts';
import { HEADING_QUANTA } from './rules.ts';

/** Heading quanta brought into 0 … HEADING_QUANTA − 1. */
export function wrapHeading(quanta: number): number {
  return quanta - HEADING_QUANTA * Math.floor(quanta / HEADING_QUANTA);
}

/** The heading in radians (0 faces +z, growing towards +x, as Babylon's rotation.y). */
export function headingRadians(quanta: number): number {
  return (quanta * TAU) / HEADING_QUANTA;
}

/** The unit vector the heading faces, on the floor: x = sin, z = cos (fixed-math, the same bits everywhere). */
export function headingX(quanta: number): number {
  return fsin(headingRadians(quanta));
}
export function headingZ(quanta: number): number {
  return fcos(headingRadians(quanta));
}
