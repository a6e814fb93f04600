import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chartDocument, toMermaid } from './chart.ts';
import { MACHINES } from './index.ts';
import { siteMachine } from './site.ts';

describe('machine charts', () => {
  it.each(Object.keys(MACHINES))('docs/machines/%s.md is up to date (run npm run machines)', (name) => {
    const committed = readFileSync(`docs/machines/${name}.md`, 'utf8');
    expect(committed).toBe(chartDocument(name, MACHINES[name]!));
  });

  it('draws states, nesting, guards and descriptions', () => {
    const chart = toMermaid(siteMachine);
    expect(chart).toMatch(/^stateDiagram-v2\n/);
    expect(chart).toContain('[*] --> loader');
    expect(chart).toContain('state game {');
    expect(chart).toContain('game_end --> finalScore : ui.next [allGamesPlayed]');
    expect(chart).toContain('routing --> home : always [routeIsHome]');
    expect(chart).toContain('any_state --> routing : nav.go');
  });
});
