import { createBeatRow } from './beat-row.ts';
import { createBeatTracker, createIsTracker } from './beat-tracker.ts';
import { createJudgement } from './judgement.ts';
import { createKeyTile } from './key-tile.ts';
import { createObstacle } from './obstacle.ts';
import { createIsRunner, createRunner } from './runner.ts';

export { KEYBOARD_CAPACITY } from './capacity.ts';
export * from './beat-row.ts';
export * from './beat-tracker.ts';
export * from './judgement.ts';
export * from './key-tile.ts';
export * from './obstacle.ts';
export * from './runner.ts';

/**
 * Every store of one Jungle Board world, freshly allocated: a world keeps its own set, so worlds never share
 * typed arrays, and the tags are fresh objects that bitecs registers per world.
 */
export function createKeyboardComponents() {
  return {
    IsRunner: createIsRunner(),
    IsTracker: createIsTracker(),
    Runner: createRunner(),
    Judgement: createJudgement(),
    BeatTracker: createBeatTracker(),
    BeatRow: createBeatRow(),
    KeyTile: createKeyTile(),
    Obstacle: createObstacle(),
  };
}
export type KeyboardComponents = ReturnType<typeof createKeyboardComponents>;
