export { RULES_VERSION } from './rules.ts';
export * as keyboardRules from './rules.ts';
export {
  clampCalibration,
  createKeyboardGame,
  durationOf,
  type KeyboardGame,
  type KeyboardGameOptions,
} from './game.ts';
export {
  KEY_NAMES,
  type KeyboardCommand,
  type KeyboardEvent,
  type KeyboardInput,
  type KeyName,
} from './commands.ts';
export type { KeyboardGameData, KeyLetter, ReplayEntry } from './replay-format.ts';
export type { KeyboardPhase, KeyboardView, RatingName, RowView, RunnerAction } from './view.ts';
export type { KeyboardWorld } from './world.ts';
export { beatAtMs, beatMs, distanceAtBeat } from './beat-time.ts';
export { keyboardSystems } from './pipeline.ts';
