import { query, type World } from 'bitecs';
import { Interpolated, Position, PreviousPosition } from '../../components/common/transform.ts';

/** First system of every step: keeps this step's starting position, so the view can interpolate from it. */
export function rememberPreviousPositions(world: World): void {
  for (const eid of query(world, [Position, PreviousPosition, Interpolated])) {
    PreviousPosition.x[eid] = Position.x[eid]!;
    PreviousPosition.y[eid] = Position.y[eid]!;
    PreviousPosition.z[eid] = Position.z[eid]!;
  }
}

/** What the view draws for one axis between two steps (alpha from the loop). */
export function interpolate(previous: number, current: number, alpha: number): number {
  return previous + (current - previous) * alpha;
}
