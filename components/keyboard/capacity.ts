/**
 * Entity slots per Jungle Board world: the runner and the beat tracker, and the rows ahead of the runner (each a
 * row entity, its three key tiles and up to two obstacles) with room to spare. Rows behind the runner are removed
 * and bitecs reuses their ids, so the count stays bounded however long the run lasts. Every store is allocated per
 * world with this length, never at module scope, so two runs in one process share no state.
 */
export const KEYBOARD_CAPACITY = 512;
