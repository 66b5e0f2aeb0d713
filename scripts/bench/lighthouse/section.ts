import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchContext } from '../context';
import type { SectionReport } from '../section';
import { startServer } from '../server';
import { DIST_DIR } from '../web-build/chunks';
import { audit, type AuditRun } from './audit';
import { launchChromium } from './chromium';
import { LIGHTHOUSE_PAGES, renderLighthouse, type PageRuns } from './report';

function describeRun(run: AuditRun): string {
  if (run.error) return `not scored: ${run.error}`;
  return Object.entries(run.scores)
    .map(([category, score]) => `${category} ${score}`)
    .join(', ');
}

async function auditPages(baseUrl: string, port: number, runs: number): Promise<PageRuns[]> {
  const pages: PageRuns[] = [];
  for (const page of LIGHTHOUSE_PAGES) {
    const audited: AuditRun[] = [];
    for (let index = 0; index < runs; index++) {
      const run = await audit(`${baseUrl}${page}`, port);
      console.log(`  ${page} run ${index + 1}: ${describeRun(run)}`);
      audited.push(run);
    }
    pages.push({ page, runs: audited });
  }
  return pages;
}

/**
 * Lighthouse on `/` and `/survey` of the production build, served by the real API on a fresh
 * embedded database, as a visitor's phone would load them.
 */
export async function runLighthouse(context: BenchContext): Promise<SectionReport> {
  const began = performance.now();
  if (!existsSync(path.join(DIST_DIR, 'index.html'))) {
    throw new Error(
      `no web build in ${DIST_DIR}: run \`npm run build\` or --only build,lighthouse`,
    );
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'prca-bench-lighthouse-'));
  try {
    const server = await startServer({
      database: { kind: 'embedded', dataDir },
      label: 'lighthouse',
    });
    try {
      const chrome = await launchChromium();
      try {
        const pages = await auditPages(server.baseUrl, chrome.port, context.options.lighthouseRuns);
        return renderLighthouse(pages, (performance.now() - began) / 1000);
      } finally {
        chrome.kill();
      }
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
