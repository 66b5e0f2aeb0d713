// `npm test`: the static checks and the tests, then the time each took, so that a CI log shows
// where the minutes go as the project grows (docs/benchmarks.md, "Test suite", records them).
import { spawn } from 'node:child_process';

/**
 * Lint, format and types (`npm run lint` is the first two; package.json defines all three) run
 * beside the tests at the lowest priority (nice 19), in what the tests leave idle: side by side
 * before the tests they kept both cores for 51 s; niced, they ended during vitest, which took
 * 15 s longer (docs/benchmarks.md, "Test suite"). Their output is printed as each ends.
 */
const CHECKS = [
  { name: 'lint', command: 'npm run lint:code' },
  { name: 'format', command: 'npm run lint:format' },
  { name: 'types', command: 'npm run typecheck' },
];

/** One after another, stopping at the first that fails: each uses both cores itself. */
const TESTS = [
  { name: 'unit and API tests', command: 'npx vitest run' },
  { name: 'build and browser tests', command: 'npm run e2e' },
];

/**
 * @typedef {{ name: string, status: number, seconds: number, cpu?: number }} Result
 * A check's `seconds` say when it ended, counted from the start of `npm test` (it runs beside
 * the tests), and its `cpu` what it cost (user and system seconds).
 */

const began = performance.now();
const since = (start = began) => (performance.now() - start) / 1000;

/**
 * Runs a check niced, its output held until it ends; bash's `time` gives its CPU seconds.
 * @param {{ name: string, command: string }} check
 * @returns {Promise<Result>}
 */
function runCheck({ name, command }) {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', `TIMEFORMAT='%U %S'; time nice -n 19 ${command}`], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    /** @param {number} status */
    const done = (status) => {
      const lines = output.trimEnd().split('\n');
      const [user, system] = (lines.at(-1) ?? '').split(' ').map(Number);
      const cpu = (user ?? NaN) + (system ?? NaN);
      if (Number.isFinite(cpu)) lines.pop();
      const verdict = status === 0 ? 'passed' : `FAILED (exit code ${status})`;
      const printed = lines.join('\n').trim();
      process.stdout.write(`\n── ${name}: ${verdict}\n${printed ? `${printed}\n` : ''}`);
      resolve({ name, status, seconds: since(), ...(Number.isFinite(cpu) ? { cpu } : {}) });
    };
    child.on('error', () => done(1));
    child.on('exit', (code) => done(code ?? 1));
  });
}

/**
 * Runs a test phase with its output as it comes.
 * @param {{ name: string, command: string }} phase
 * @returns {Promise<Result>}
 */
function runTests({ name, command }) {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', command], { stdio: 'inherit' });
    /** @param {number} status */
    const done = (status) => resolve({ name, status, seconds: since(start) });
    child.on('error', () => done(1));
    child.on('exit', (code) => done(code ?? 1));
  });
}

const checks = Promise.all(CHECKS.map(runCheck));
/** @type {Result[]} */
const tests = [];
for (const phase of TESTS) {
  const result = await runTests(phase);
  tests.push(result);
  if (result.status !== 0) break;
}
const results = [...(await checks), ...tests];

console.log('\nTime by phase (the checks niced beside the tests: when each ended, and its CPU):');
for (const { name, seconds, cpu } of results) {
  const costs = cpu === undefined ? '' : ` (${cpu.toFixed(0)} s of CPU)`;
  console.log(`  ${name.padEnd(24)} ${seconds.toFixed(0).padStart(5)} s${costs}`);
}
console.log(`  ${'total'.padEnd(24)} ${since().toFixed(0).padStart(5)} s`);
process.exit(results.find((result) => result.status !== 0)?.status ?? 0);
