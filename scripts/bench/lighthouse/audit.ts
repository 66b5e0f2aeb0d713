import lighthouse from 'lighthouse';

/** The categories issue 8 asks for, by their Lighthouse ids. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The metrics behind the performance score, in milliseconds (CLS has no unit). */
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;
export type Metric = keyof typeof METRICS;

export interface AuditRun {
  /** 0-100 per category; absent when Lighthouse could not score the page. */
  scores: Partial<Record<Category, number>>;
  metrics: Partial<Record<Metric, number>>;
  /** Audits of the categories that did not pass, e.g. "color-contrast (0)". */
  failing: string[];
  /** Why the page could not be audited (NO_FCP…), if so. */
  error: string | undefined;
  /**
   * Lighthouse's measure of the host's CPU speed during the run (higher is faster): its
   * simulated phone is this machine slowed down, so a busy machine lowers performance.
   */
  benchmarkIndex: number | undefined;
}

/**
 * One Lighthouse run of `url` in its default settings: mobile emulation (a mid-range phone,
 * simulated slow 4G and 4× CPU slowdown), storage cleared first.
 */
export async function audit(url: string, port: number): Promise<AuditRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const scores: AuditRun['scores'] = {};
  const failing: string[] = [];
  for (const category of CATEGORIES) {
    const scored = lhr.categories[category];
    if (typeof scored?.score === 'number') scores[category] = Math.round(scored.score * 100);
    if (category === 'performance') continue;
    for (const ref of scored?.auditRefs ?? []) {
      const audited = lhr.audits[ref.id];
      if (ref.weight > 0 && typeof audited?.score === 'number' && audited.score < 1) {
        failing.push(`${ref.id} (${audited.score})`);
      }
    }
  }
  const metrics: AuditRun['metrics'] = {};
  for (const [metric, id] of Object.entries(METRICS) as [Metric, string][]) {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value === 'number') metrics[metric] = value;
  }
  return {
    scores,
    metrics,
    failing,
    error: lhr.runtimeError?.code,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}
