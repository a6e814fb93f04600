import { describe, expect, it } from 'vitest';
import { sweepEvery } from './sweep.ts';

describe('sweepEvery', () => {
  it('sweeps on every nth call only, with that call’s arguments', async () => {
    const swept: string[] = [];
    const sweep = sweepEvery(3, async (table: string) => swept.push(table));
    for (const table of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) await sweep(table);
    expect(swept).toEqual(['c', 'f']);
  });
});
