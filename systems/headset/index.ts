export { RULES_VERSION } from './rules.ts';
export * as headsetRules from './rules.ts';
export { createHeadsetGame, durationOf, type HeadsetGame, type HeadsetGameOptions } from './game.ts';
export type { HeadsetCommand, HeadsetEvent, HeadsetInput } from './commands.ts';
export type { HeadsetGameData, ReplayEntry } from './replay-format.ts';
export type { EmitterView, HeadsetView } from './view.ts';
export type { HeadsetWorld } from './world.ts';
export { headingRadians, wrapHeading } from './heading-geometry.ts';
export { headsetSystems } from './pipeline.ts';
