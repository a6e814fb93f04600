/**
 * Entity slots per Headspace world: the character, the hunt and the three audio objects fit with room to spare.
 * Every store of a headset world is allocated per world with this length, never at module scope, so two runs in
 * one process (the server replays them concurrently) share no state.
 */
export const HEADSET_CAPACITY = 16;
