// Adds up the JSON reports of every test run and prints one closing line, 'N passed, N failed'.
// Exits non-zero when a report is missing, any test failed, or no test ran at all.
import fs from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
let problems = 0;

for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) {
    console.error(`missing test report: ${file}`);
    problems += 1;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (report.stats) {
    // Playwright
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    console.log(
      `${file}: ${report.stats.expected} passed, ${report.stats.unexpected} failed, ${report.stats.skipped} skipped`,
    );
  } else {
    // Vitest (Jest-compatible JSON)
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    console.log(
      `${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped`,
    );
  }
}

console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
if (problems > 0 || failed > 0 || passed === 0) process.exitCode = 1;
