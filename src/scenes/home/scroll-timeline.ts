/** A focused device's pose: turn (about its vertical axis), tilt (forward) and lift above its deck. */
export interface Pose {
  turn: number;
  tilt: number;
  lift: number;
}

/**
 * Each device's scroll timeline while focused: four keyframes (sections 0 to 3) of turn, tilt and height above
 * its deck. Between keyframes the pose is interpolated linearly with the page's scroll.
 */
export const KEYFRAMES: readonly Readonly<Pose>[] = [
  { turn: -0.5, tilt: 0.2, lift: 0.3 },
  { turn: 0.9, tilt: 0.05, lift: 0.35 },
  { turn: 2.3, tilt: -0.15, lift: 0.35 },
  { turn: 2 * Math.PI - 0.5, tilt: 0.2, lift: 0.3 },
];

/** The pose at a scroll progress, 0..1 (clamped; NaN counts as 0). */
export function poseAt(progress: number): Pose {
  const clamped = Number.isNaN(progress) ? 0 : Math.min(1, Math.max(0, progress));
  const p = clamped * (KEYFRAMES.length - 1);
  const i = Math.min(KEYFRAMES.length - 2, Math.floor(p));
  const k = p - i;
  const a = KEYFRAMES[i]!;
  const b = KEYFRAMES[i + 1]!;
  return {
    turn: a.turn + (b.turn - a.turn) * k,
    tilt: a.tilt + (b.tilt - a.tilt) * k,
    lift: a.lift + (b.lift - a.lift) * k,
  };
}
