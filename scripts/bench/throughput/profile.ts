import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchContext } from '../context';
import { monotonicMicros, summariseProfiles, type ProfileSummary } from './cpu-profile';
import { submitFor, submitOnce } from './load';
import { startTarget } from './targets';

/** Long enough for a few thousand submissions; the profiler slows the server, so no figures. */
const PROFILE_SECONDS = 8;

/**
 * Where the API spends its CPU under submissions on PostgreSQL: a separate run with
 * `node --cpu-prof`, whose profile V8 writes when the server exits.
 */
export async function profileSubmissions(context: BenchContext): Promise<ProfileSummary> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'prca-bench-profile-'));
  const target = await startTarget('postgresql', context, {
    label: 'throughput-profile',
    nodeArgs: ['--cpu-prof', '--cpu-prof-dir', dir],
  });
  try {
    await submitOnce(target.server.baseUrl);
    const from = monotonicMicros();
    await submitFor(target.server.baseUrl, PROFILE_SECONDS, { trackIds: false });
    const to = monotonicMicros();
    await target.server.stop();
    return summariseProfiles(dir, { from, to });
  } finally {
    await target.server.stop();
    await target.discard();
    rmSync(dir, { recursive: true, force: true });
  }
}
