import type { ComponentType } from 'react';
import type { GameId } from '../../../api/site-routes.ts';
import type { GameAdapter, SteppedGame } from '../../engine/game-runtime.ts';
import type { ValueStore } from '../../engine/value-store.ts';
import { EMPTY_HEADSET_HUD, headsetAdapter } from '../../play/headset/headset-adapter.ts';
import { EMPTY_MOUSE_HUD, mouseAdapter } from '../../play/mouse/mouse-adapter.ts';
import { GameHud } from './game-hud.tsx';
import { HeadsetHud } from './headset-hud.tsx';
import { EMPTY_KEYBOARD_HUD, keyboardAdapter } from '../../play/keyboard/keyboard-adapter.ts';
import { KeyboardHud } from './keyboard-hud.tsx';

/**
 * What the run screen needs of each game: the runtime's adapter and the HUD that shows what the adapter
 * publishes. A game is playable once it has a kit here (the intro reads which games have one from this
 * record's type: see playable-games.ts).
 */
export interface GameKit<Hud> {
  // The game's own types stay inside its adapter; the run screen only moves them from runtime to HUD.
  adapter: GameAdapter<SteppedGame<any, string>, any, string, Hud>;
  emptyHud: Hud;
  Hud: ComponentType<{ hud: ValueStore<Hud>; onPause: () => void }>;
}

export const GAME_KITS = {
  mouse: { adapter: mouseAdapter, emptyHud: EMPTY_MOUSE_HUD, Hud: GameHud },
  headset: { adapter: headsetAdapter, emptyHud: EMPTY_HEADSET_HUD, Hud: HeadsetHud },
  keyboard: { adapter: keyboardAdapter, emptyHud: EMPTY_KEYBOARD_HUD, Hud: KeyboardHud },
} satisfies Partial<Record<GameId, GameKit<any>>>;

export function kitOf(game: GameId): GameKit<unknown> | undefined {
  return (GAME_KITS as Partial<Record<GameId, GameKit<any>>>)[game];
}
