// `npm test`: the checks in order, stopping at the first that fails, then the time each took,
// so that a CI log shows where the minutes go as the project grows (docs/benchmarks.md, "Test
// suite", records them).
import { spawn } from 'node:child_process';

/**
 * Each step's phases run side by side. Lint, format and types share nothing: on two cores the
 * three (`npm run lint` is the first two) took 43 s, against 49 s with lint and format one after
 * the other (docs/benchmarks.md, "Test suite"). The tests use both cores themselves.
 * @type {{ name: string, command: string, args: string[] }[][]}
 */
const STEPS = [
  [
    { name: 'lint', command: 'npx', args: ['eslint', '.'] },
    { name: 'format', command: 'npx', args: ['prettier', '--check', '.'] },
    { name: 'types', command: 'npm', args: ['run', 'typecheck'] },
  ],
  [{ name: 'unit and API tests', command: 'npx', args: ['vitest', 'run'] }],
  [{ name: 'build and browser tests', command: 'npm', args: ['run', 'e2e'] }],
];

/**
 * Runs one phase; resolves with its exit status and the seconds it took.
 * @param {{ command: string, args: string[] }} phase
 * @returns {Promise<{ status: number, seconds: number }>}
 */
function run({ command, args }) {
  const began = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    /** @param {number} status */
    const done = (status) => resolve({ status, seconds: (performance.now() - began) / 1000 });
    child.on('error', () => done(1));
    child.on('exit', (code) => done(code ?? 1));
  });
}

/** @type {{ name: string, seconds: number }[]} */
const times = [];
let status = 0;
const began = performance.now();
for (const phases of STEPS) {
  const results = await Promise.all(
    phases.map(async (phase) => ({ name: phase.name, ...(await run(phase)) })),
  );
  for (const { name, seconds } of results) times.push({ name, seconds });
  status = results.find((result) => result.status !== 0)?.status ?? 0;
  if (status !== 0) break;
}
// Wall time: lint, format and types overlap, so the phases add up to more.
times.push({ name: 'total', seconds: (performance.now() - began) / 1000 });
console.log('\nTime by phase (lint, format and types side by side):');
for (const { name, seconds } of times)
  console.log(`  ${name.padEnd(24)} ${seconds.toFixed(0).padStart(5)} s`);
process.exit(status);
