// `npm test`: the checks in order, stopping at the first that fails, then the time each took,
// so that a CI log shows where the minutes go as the project grows (docs/benchmarks.md, "Test
// suite", records them).
import { spawnSync } from 'node:child_process';

/** @type {{ name: string, command: string, args: string[] }[]} */
const PHASES = [
  { name: 'lint and format', command: 'npm', args: ['run', 'lint'] },
  { name: 'types', command: 'npm', args: ['run', 'typecheck'] },
  { name: 'unit and API tests', command: 'npx', args: ['vitest', 'run'] },
  { name: 'build and browser tests', command: 'npm', args: ['run', 'e2e'] },
];

/** @type {{ name: string, seconds: number }[]} */
const times = [];
let status = 0;
for (const { name, command, args } of PHASES) {
  const began = performance.now();
  status = spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
  times.push({ name, seconds: (performance.now() - began) / 1000 });
  if (status !== 0) break;
}
times.push({ name: 'total', seconds: times.reduce((sum, phase) => sum + phase.seconds, 0) });
console.log('\nTime by phase:');
for (const { name, seconds } of times)
  console.log(`  ${name.padEnd(24)} ${seconds.toFixed(0).padStart(5)} s`);
process.exit(status);
