// Totals the JSON reports of every runner into the one closing line CI reads: "N passed, N failed, N skipped".
// A report that is missing counts as a failure: its runner never got to write it. So does every failed step
// that is not a runner (type check, lint, build), passed as --failed-steps=N.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const args = process.argv.slice(2);
const stepsArg = args.find((a) => a.startsWith('--failed-steps='));
failed += stepsArg ? Number(stepsArg.split('=')[1]) : 0;
for (const file of args.filter((a) => !a.startsWith('--'))) {
  if (!existsSync(file)) {
    console.log(`missing report ${file}`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats) {
    // Playwright: a flaky test passed on retry.
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  } else {
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    skipped += report.numPendingTests + report.numTodoTests;
  }
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
