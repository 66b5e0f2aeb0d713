import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const COMMITTED = path.join(ROOT, 'docs/openapi.json');
// The CLI itself (pinned in the root package.json), as `npx redocly lint` runs it; its Node API
// is bundled inside it and not exported.
const REDOCLY = path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');

interface Problem {
  ruleId: string;
  severity: string;
  message: string;
  location: { pointer: string }[];
}

/** Redocly's lint of `file` with the repository's redocly.yaml (`extends: [recommended]`). */
async function lint(file: string): Promise<Problem[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [REDOCLY, 'lint', file, '--config', 'redocly.yaml', '--format=json', '--max-problems=1000'],
    // redocly.yaml turns its telemetry off; no update notice is shown without a terminal.
    { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stdout?: string; stderr?: string }) => {
    // The CLI exits non-zero when it finds an error; its report is on stdout all the same.
    if (!error.stdout) throw new Error(`redocly lint failed: ${error.stderr}`);
    return { stdout: error.stdout };
  });
  return (JSON.parse(stdout) as { problems: Problem[] }).problems;
}

const described = (problems: Problem[]) =>
  problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`);

describe("docs/openapi.json read by Redocly's recommended lint", () => {
  it('has no error and no warning, with no rule turned off', async () => {
    const config = fs.readFileSync(path.join(ROOT, 'redocly.yaml'), 'utf8');
    expect(config).toMatch(/extends:\s*\n\s*- recommended\b/);
    expect(config).not.toMatch(/^\s*rules:/m);
    expect(described(await lint(COMMITTED))).toEqual([]);
  });

  it('would report an operation left without a summary or access', async () => {
    const document = JSON.parse(fs.readFileSync(COMMITTED, 'utf8'));
    const health = document.paths['/api/health'].get;
    delete health.summary;
    delete health.security;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
    try {
      const file = path.join(dir, 'openapi.json');
      fs.writeFileSync(file, JSON.stringify(document));
      const rules = (await lint(file)).map((p) => p.ruleId);
      expect(rules.sort()).toEqual(['operation-summary', 'security-defined']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
