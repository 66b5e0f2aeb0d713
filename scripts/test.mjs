// `npm test`: the checks in order, stopping at the first that fails, then the time each took,
// so that a CI log shows where the minutes go as the project grows (docs/benchmarks.md, "Test
// suite", records them).
import { spawnSync } from 'node:child_process';

const PHASES = [
  ['lint and format', 'npm', ['run', 'lint']],
  ['types', 'npm', ['run', 'typecheck']],
  ['unit and API tests', 'npx', ['vitest', 'run']],
  ['build and browser tests', 'npm', ['run', 'e2e']],
];

const times = [];
let status = 0;
for (const [name, command, args] of PHASES) {
  const began = performance.now();
  status = spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
  times.push([name, (performance.now() - began) / 1000]);
  if (status !== 0) break;
}
const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log('\nTime by phase:');
for (const [name, seconds] of [...times, ['total', total]])
  console.log(`  ${name.padEnd(24)} ${seconds.toFixed(0).padStart(5)} s`);
process.exit(status);
