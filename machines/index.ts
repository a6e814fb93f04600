import type { AnyStateMachine } from 'xstate';
import { beatCalibrationMachine } from './beat-calibration.ts';
import { competitionMachine } from './competition.ts';
import { consentMachine } from './consent.ts';
import { gameRunMachine } from './game-run.ts';
import { homeFocusMachine } from './home-focus.ts';
import { menuMachine } from './menu.ts';
import { sessionMachine } from './session.ts';
import { siteMachine } from './site.ts';
import { soundMachine } from './sound.ts';

/** Every machine of the product, by the name its chart has in docs/machines/. */
export const MACHINES: Record<string, AnyStateMachine> = {
  site: siteMachine,
  sound: soundMachine,
  'game-run': gameRunMachine,
  'home-focus': homeFocusMachine,
  'beat-calibration': beatCalibrationMachine,
  menu: menuMachine,
  competition: competitionMachine,
  consent: consentMachine,
  session: sessionMachine,
};
