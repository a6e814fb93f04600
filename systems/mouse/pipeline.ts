import type { System } from '../system.ts';
import type { MouseWorld } from './world.ts';
import { rememberPreviousX } from './remember-previous-x.ts';
import { readSteeringInput } from './read-steering-input.ts';
import { followSteeringTarget } from './follow-steering-target.ts';
import { scrollCircuit } from './scroll-circuit.ts';
import { testOnPath } from './test-on-path.ts';
import { applyHeat } from './apply-heat.ts';
import { scoreRun } from './score-run.ts';
import { accelerate } from './accelerate.ts';

/** Circuit Shutdown's systems in the order one fixed step runs them. */
export const mouseSystems = [
  rememberPreviousX, // first: the view interpolates from where the sphere started this step
  readSteeringInput, // this step's command (and held keys) set the steering target
  followSteeringTarget, // the sphere moves before the test, so the test sees where it is now
  scrollCircuit, // moves along the path at last step's speed; recycles tiles behind to the front
  testOnPath, // after moving and scrolling, so it tests this step's tile at this step's x
  applyHeat, // health and the hit delay, from the on-path result
  scoreRun, // this step's distance and precision, on the lines only
  accelerate, // after heat: a hit pending or landed this step already stops acceleration
] as const satisfies readonly System<MouseWorld>[];
