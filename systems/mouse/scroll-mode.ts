/** The scroller's modes (spec §4) as the codes its store holds. */
export const ScrollMode = { idle: 0, debug: 1, game: 2 } as const;
export type MouseMode = keyof typeof ScrollMode;
export const MOUSE_MODES = ['idle', 'debug', 'game'] as const satisfies readonly MouseMode[];
