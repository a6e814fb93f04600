/** Entity slots per game world: component stores are preallocated typed arrays of this length. */
export const MAX_ENTITIES = 4096;
