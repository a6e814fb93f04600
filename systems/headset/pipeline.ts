import type { System } from '../system.ts';
import type { HeadsetWorld } from './world.ts';
import { rememberPrevious } from './remember-previous.ts';
import { readControls } from './read-controls.ts';
import { walkCharacter } from './walk-character.ts';
import { findSource } from './find-source.ts';
import { showNextSource } from './show-next-source.ts';
import { trackProgress } from './track-progress.ts';
import { drainTimer } from './drain-timer.ts';

/** Headspace's systems in the order one fixed step runs them. */
export const headsetSystems = [
  rememberPrevious, // first: the view interpolates from where everything stood at the step's start
  readControls, // this step's command and held keys turn the character and set what is held
  walkCharacter, // moves it (solid visible sources, the floor's limit) before the find tests where it is now
  showNextSource, // before the find: a find's 1.2 s wait counts from the step after it; the first step shows one
  findSource, // after walking: a find hides the source, adds +5 s, scores, speeds the clock up
  trackProgress, // after both: the idle count measures the distance to the source shown now
  drainTimer, // last: a find on the clock's last step still saves the run
] as const satisfies readonly System<HeadsetWorld>[];
