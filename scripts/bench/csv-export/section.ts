import type { BenchContext } from '../context';
import { count, mb } from '../format';
import type { SectionReport } from '../section';
import { measureExport, type ExportResult } from './measure';
import { renderCsvExport } from './report';

/** The admin CSV export of every response at each size of --sizes. */
export async function runCsvExport(context: BenchContext): Promise<SectionReport> {
  const began = performance.now();
  const results: ExportResult[] = [];
  for (const responses of context.options.sizes) {
    console.log(`\n  ${count(responses)} responses`);
    const result = await measureExport(responses, context);
    console.log(
      `  ${count(result.rowsReceived)} rows in ${(result.totalMs / 1000).toFixed(1)} s, ` +
        `peak RSS ${mb(result.peakRssMb)}`,
    );
    results.push(result);
  }
  return renderCsvExport(results, (performance.now() - began) / 1000);
}
