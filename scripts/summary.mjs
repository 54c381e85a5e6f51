// Prints one plain line, "N passed, N failed[, N skipped]", for the browser tests (test-results/summary.json,
// from scripts/test.mjs), the example sites (test-results/sites.json, from scripts/test-sites.mjs) and the
// WordPress plugin (test-results/wordpress.json, from scripts/test-wordpress.mjs) together.
// A run that wrote no summary counts as one failure: it stopped before it could say how it went.
import fs from 'node:fs';

const read = (file, name) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    console.log(`${name} wrote no ${file}: counting it as 1 failure`);
    return { passed: 0, failed: 1, skipped: 0 };
  }
};
const runs = [
  read('test-results/summary.json', 'npm test'),
  read('test-results/sites.json', 'the example sites'),
  read('test-results/wordpress.json', 'the WordPress test'),
];
const sum = (key) => runs.reduce((total, run) => total + (run[key] ?? 0), 0);
const skipped = sum('skipped');
console.log(`${sum('passed')} passed, ${sum('failed')} failed${skipped ? `, ${skipped} skipped` : ''}`);
