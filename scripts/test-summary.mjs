// Prints one closing line, "N passed, N failed", from the vitest and Playwright JSON reports.
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;

const vitestFile = "test-results/vitest.json";
if (existsSync(vitestFile)) {
  const r = JSON.parse(readFileSync(vitestFile, "utf8"));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}
// The journeys on the embedded defaults, then the video journeys with files in S3 (s3rver).
for (const playwrightFile of ["test-results/playwright.json", "test-results/playwright-s3.json"]) {
  if (!existsSync(playwrightFile)) continue;
  const r = JSON.parse(readFileSync(playwrightFile, "utf8"));
  passed += (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0);
  failed += r.stats?.unexpected ?? 0;
  skipped += r.stats?.skipped ?? 0;
}
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (passed === 0) {
  console.error("No test ran.");
  process.exit(1);
}
process.exit(failed > 0 ? 1 : 0);
