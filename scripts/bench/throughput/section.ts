import os from 'node:os';
import type { BenchContext } from '../context';
import { count, ms } from '../format';
import type { SectionReport } from '../section';
import { profileSubmissions } from './profile';
import { TARGETS, TARGET_NAMES } from './targets';
import { measureTarget, type TargetResult } from './measure';
import { meetsThroughputGoal, renderThroughput } from './report';
import { checkSubmissionTemplate } from './submission';

/** Survey submissions under load: bare Fastify, the API on the embedded database and on PostgreSQL. */
export async function runThroughput(context: BenchContext): Promise<SectionReport> {
  const began = performance.now();
  checkSubmissionTemplate();
  const targets: TargetResult[] = [];
  for (const kind of TARGETS) {
    const result = await measureTarget(kind, context);
    console.log(
      `  ${TARGET_NAMES[kind]}: ${count(Math.round(result.load.requests.average))} requests/s, ` +
        `p99 ${ms(result.load.latency.p99)} ms`,
    );
    targets.push(result);
  }
  const postgres = targets.find((target) => target.kind === 'postgresql');
  const profile =
    context.options.profile || (postgres && !meetsThroughputGoal(postgres))
      ? await profileSubmissions(context)
      : undefined;
  const { loadSeconds, loadWarmupSeconds } = context.options;
  return renderThroughput(
    { cores: os.availableParallelism(), loadSeconds, loadWarmupSeconds, targets, profile },
    (performance.now() - began) / 1000,
  );
}
