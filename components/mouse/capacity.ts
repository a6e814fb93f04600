/**
 * Entity slots per Circuit Shutdown world: the player, the circuit and its twelve tiles fit with room to
 * spare. Every store of a mouse world is allocated per world with this length, never at module scope, so
 * two runs in one process (the server replays them concurrently) share no state.
 */
export const MOUSE_CAPACITY = 32;
