import type { System } from '../system.ts';
import type { KeyboardWorld } from './world.ts';
import { rememberPrevious } from './remember-previous.ts';
import { startRun } from './start-run.ts';
import { followMusic } from './follow-music.ts';
import { runAlong } from './run-along.ts';
import { placeRows } from './place-rows.ts';
import { judgeKeys } from './judge-keys.ts';
import { animateRunner } from './animate-runner.ts';
import { updateTiles } from './update-tiles.ts';
import { removePassedRows } from './remove-passed-rows.ts';

/** Jungle Board's systems in the order one fixed step runs them. */
export const keyboardSystems = [
  rememberPrevious, // first: the view interpolates from where the camera and the tiles stood at the step's start
  startRun, // the first step is the start: a reset world, pending, before anything reads the phase
  followMusic, // the flow at this step's music time: pending, the ready, loops; before rows, so the first key beat is set
  runAlong, // the camera's z at this step's music time, before the tiles measure their distance to it
  placeRows, // lays rows ahead (the first key row ends the intro); before judging, though no row placed now is due
  judgeKeys, // this step's presses, the batch, late rows: ratings, score, lane and action; the third miss ends the run
  animateRunner, // after judging: a move that starts this step shows from it
  updateTiles, // after the run: open, lower and close by the distance to where the camera is now
  removePassedRows, // last: ids freed here are reused only after the next step commits the removals
] as const satisfies readonly System<KeyboardWorld>[];
