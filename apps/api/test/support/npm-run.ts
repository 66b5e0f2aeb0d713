import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run -s SCRIPT -- ARGS` from the repository root, as an operator types it. */
export function npmRun(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<ScriptRun> {
  const child = spawn('npm', ['run', '-s', script, '--', ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}
