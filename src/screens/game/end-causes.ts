import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RunEndCause } from '../../../api/games.ts';

/**
 * Why a run ended, in the end screen's words. The cause is the server's, from the verified run's replay (its stats'
 * `ended_by`): each game's own ends (Circuit Shutdown has no clock, Headspace no last source, Jungle Board ends on
 * three misses or with the music), and the player ending the run from the pause menu.
 */
export const END_CAUSES: Readonly<Record<RunEndCause, MessageDescriptor>> = {
  overheated: msg`Overheated: the circuit shut down.`,
  'time-up': msg`Time's up: the clock ran out.`,
  misses: msg`Three misses: the run is over.`,
  'music-ended': msg`The music ended: you played to the last beat.`,
  left: msg`You ended the run.`,
};
