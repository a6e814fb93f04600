import { describe, expect, it } from 'vitest';
import { termsFacts } from './facts.ts';

describe('the share prize in the terms', () => {
  it('is the amount each language’s terms state', () => {
    const subject = {
      window: { start: '2022-07-07', end: '2022-07-28', timeZone: 'UTC' },
      organiser: 'Brand',
      games: ['A', 'B', 'C'],
    };
    expect(termsFacts('id-ID', subject, 'id').sharePrize).toMatch(/\b10\b/);
    expect(termsFacts('en-GB', subject, 'en').sharePrize).toMatch(/\b50\b/);
  });
});
