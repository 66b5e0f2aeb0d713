import type { BenchContext } from '../context';
import type { SectionReport } from '../section';
import { LANDING_ROUTE } from './budgets';
import { buildWeb } from './build';
import { measureBuild } from './chunks';
import { renderWebBuild } from './report';

/** The production build of the web app, and the gzipped size of its JavaScript. */
export async function runWebBuild(_context: BenchContext): Promise<SectionReport> {
  const began = performance.now();
  const buildSeconds = await buildWeb();
  const sizes = measureBuild(LANDING_ROUTE.languages);
  return renderWebBuild({ buildSeconds, sizes }, (performance.now() - began) / 1000);
}
