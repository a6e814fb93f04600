import { createAudioEmitter } from './audio-emitter.ts';
import { createIsCharacter } from './character.ts';
import { createControls } from './controls.ts';
import { createFloorPosition } from './floor-position.ts';
import { createHeading } from './heading.ts';
import { createHunt, createIsHunt } from './hunt.ts';
import { createIdleIndicator } from './idle-indicator.ts';
import { createRunTimer } from './run-timer.ts';
import { createScore } from './score.ts';

export { HEADSET_CAPACITY } from './capacity.ts';
export {
  spawnAudioEmitter,
  type AudioEmitter,
  type AudioEmitterComponents,
  type AudioEmitterParams,
} from './audio-emitter.ts';
export {
  spawnCharacter,
  type CharacterComponents,
  type CharacterParams,
  type IsCharacter,
} from './character.ts';
export type { Controls } from './controls.ts';
export type { FloorPosition } from './floor-position.ts';
export type { Heading } from './heading.ts';
export { spawnHunt, type Hunt, type HuntComponents, type HuntParams, type IsHunt } from './hunt.ts';
export type { IdleIndicator } from './idle-indicator.ts';
export type { RunTimer } from './run-timer.ts';
export type { Score } from './score.ts';

/**
 * Every store of one Headspace world, freshly allocated. A world keeps its own set, so worlds never share typed
 * arrays; the tags are fresh objects too, so bitecs registers them per world. Each concept's file holds its store
 * (or tag) and, for the entities a run starts with, the spawner that adds one.
 */
export function createHeadsetComponents() {
  return {
    IsCharacter: createIsCharacter(),
    IsHunt: createIsHunt(),
    FloorPosition: createFloorPosition(),
    Heading: createHeading(),
    Controls: createControls(),
    IdleIndicator: createIdleIndicator(),
    Score: createScore(),
    Hunt: createHunt(),
    RunTimer: createRunTimer(),
    AudioEmitter: createAudioEmitter(),
  };
}
export type HeadsetComponents = ReturnType<typeof createHeadsetComponents>;
