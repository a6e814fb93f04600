import { mkdirSync, writeFileSync } from 'node:fs';
import { chartDocument } from '../machines/chart.ts';
import { MACHINES } from '../machines/index.ts';

/** npm run machines: regenerates docs/machines/<name>.md, one Mermaid chart per machine. */
mkdirSync('docs/machines', { recursive: true });
for (const [name, machine] of Object.entries(MACHINES)) {
  const path = `docs/machines/${name}.md`;
  writeFileSync(path, chartDocument(name, machine));
  console.log(`wrote ${path}`);
}
