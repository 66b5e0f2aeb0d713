import type { BenchContext } from '../context';
import { count, mb } from '../format';
import type { SectionReport } from '../section';
import { EXPORT_FORMATS, measureExport, type ExportResult } from './measure';
import { renderCsvExport } from './report';

/** The admin CSV export and analysis package of every response at each size of --sizes. */
export async function runCsvExport(context: BenchContext): Promise<SectionReport> {
  const began = performance.now();
  const results: ExportResult[] = [];
  for (const responses of context.options.sizes) {
    for (const format of EXPORT_FORMATS) {
      console.log(`\n  ${count(responses)} responses, ${format}`);
      const result = await measureExport(responses, context, format);
      console.log(
        `  ${count(result.rowsReceived)} rows in ${(result.totalMs / 1000).toFixed(1)} s, ` +
          `peak RSS ${mb(result.peakRssMb)}`,
      );
      results.push(result);
    }
  }
  return renderCsvExport(results, (performance.now() - began) / 1000);
}
