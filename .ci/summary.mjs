/* global console, process */
// node .ci/summary.mjs REPORT.json...: every failed test of vitest's JSON reports, with the start of
// its message, then one closing line in the plain form CI reads; exits 1 when anything failed. CI
// keeps only the end of its output, so failures are repeated here, after the suites' long logs.
// A test that never reported (its worker crashed) is failed, though vitest's JSON counts it neither
// as passed nor as failed.
import fs from 'node:fs';

let passed = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) {
    console.log(`✗ ${file}: no report (the suite did not finish)`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numTotalTests - report.numPassedTests - report.numPendingTests - report.numTodoTests;
  for (const suite of report.testResults) {
    const where = suite.name.replace(`${process.cwd()}/`, '');
    if (suite.status === 'failed' && suite.assertionResults.every((test) => test.status !== 'failed')) {
      console.log(`✗ ${where} (${file}): ${String(suite.message).split('\n').slice(0, 12).join('\n  ')}`);
    }
    for (const test of suite.assertionResults.filter((t) => t.status === 'failed')) {
      const message = test.failureMessages.join('\n').split('\n').slice(0, 12).join('\n  ');
      console.log(`✗ ${where} > ${test.fullName} (${file})\n  ${message}`);
    }
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
