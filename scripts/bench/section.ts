/** The parts of the bench, in the order a full run measures them. */
export const SECTION_IDS = [
  'build',
  'lighthouse',
  'throughput',
  'memory',
  'analytics',
  'screens',
  'export',
  'change',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export const SECTION_TITLES: Record<SectionId, string> = {
  build: 'Web build',
  lighthouse: 'Lighthouse',
  throughput: 'Survey submission throughput',
  memory: 'Embedded database memory',
  analytics: 'Analytics endpoints',
  screens: 'Analytics screens in a browser',
  export: 'CSV export',
  change: 'Change between waves',
};

/** The sections that create databases on the PostgreSQL server. */
export const NEEDS_POSTGRES: readonly SectionId[] = [
  'throughput',
  'analytics',
  'screens',
  'export',
  'change',
];

/** One goal with the figure this run measured for it; `met` is undefined when not judged. */
export interface GoalRow {
  goal: string;
  target: string;
  measured: string;
  met: boolean | undefined;
  /** "met", "MISSED by …", "not run (…)": what the reader sees. */
  result: string;
}

/** A measured section, ready to print and to write into docs/benchmarks.md. */
export interface SectionReport {
  id: SectionId;
  goals: GoalRow[];
  /** The section's body in Markdown: how it was measured, then its tables. */
  markdown: string;
  /** What the terminal shows when the section ends. */
  console: string;
  seconds: number;
}

/** A goal's verdict: "met", or "MISSED" with what was measured against what was wanted. */
export function verdict(met: boolean, missedBy?: string): string {
  if (met) return 'met';
  return missedBy ? `MISSED by ${missedBy}` : 'MISSED';
}

/** A section that threw: reported as failed, with the error, so the rest of the run stands. */
export function failedSection(id: SectionId, error: unknown, seconds: number): SectionReport {
  const message = error instanceof Error ? error.message : String(error);
  return {
    id,
    goals: [
      { goal: 'The section ran', target: 'no error', measured: '', met: false, result: 'FAILED' },
    ],
    markdown: `This section failed in this run:\n\n\`\`\`text\n${message}\n\`\`\``,
    console: `FAILED: ${error instanceof Error ? (error.stack ?? message) : message}`,
    seconds,
  };
}
