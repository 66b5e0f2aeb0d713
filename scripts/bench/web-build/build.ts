import { spawn } from 'node:child_process';
import { killOnExit } from '../children';
import { REPO_ROOT } from '../paths';

/** `npm run build` (Vite, production), its output indented under the bench's; returns seconds. */
export function buildWeb(): Promise<number> {
  const began = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    killOnExit(child);
    const indent = (chunk: Buffer) => chunk.toString().replace(/^(?=.)/gm, '    ');
    child.stdout.on('data', (chunk: Buffer) => process.stdout.write(indent(chunk)));
    child.stderr.on('data', (chunk: Buffer) => process.stderr.write(indent(chunk)));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve((performance.now() - began) / 1000)
        : reject(new Error(`npm run build failed (exit code ${code})`)),
    );
  });
}
