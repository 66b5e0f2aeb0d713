// `npm run bench`: the analytics endpoints of the real API on PostgreSQL at 10k, 100k and 1M
// responses (time and the API's peak memory), printed and written to docs/benchmarks.md.
import { writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { prepareDatabase } from './databases';
import { ANALYTICS_ENDPOINTS } from './endpoints';
import { describeMachine, loadAverage } from './machine';
import { describeOutcome, logIn, measureEndpoint, type EndpointResult } from './measure';
import { parseBenchOptions, UsageError, USAGE, type BenchOptions } from './options';
import { REPORT_FILE } from './paths';
import {
  consoleGoals,
  consoleTable,
  renderMarkdown,
  type BenchReport,
  type SizeResult,
} from './report';
import { BENCH_ADMIN, memoryOf, resetPeakMemory, startServer } from './server';

async function measureSize(responses: number, options: BenchOptions): Promise<SizeResult> {
  const database = await prepareDatabase(options.postgresUrl, responses, options);
  const loadBefore = loadAverage();
  const server = await startServer(database.url, database.name);
  try {
    const startupPeakRssMb = memoryOf(server.pid).peakRssMb;
    const token = await logIn(server, BENCH_ADMIN);
    const loginPeakRssMb = memoryOf(server.pid).peakRssMb;
    const perEndpointPeaks = resetPeakMemory(server.pid);
    const endpoints: EndpointResult[] = [];
    for (const endpoint of ANALYTICS_ENDPOINTS) {
      const result = await measureEndpoint(server, token, endpoint, options);
      console.log(`  ${endpoint.name}: ${describeOutcome(result.outcome)}`);
      endpoints.push(result);
    }
    const peakRssMb = Math.max(loginPeakRssMb, ...endpoints.map((result) => result.peakRssMb));
    await server.stop();
    return {
      responses,
      database,
      startupPeakRssMb,
      loginPeakRssMb,
      peakRssMb,
      perEndpointPeaks,
      loadBefore,
      loadAfter: loadAverage(),
      endpoints,
    };
  } catch (error) {
    await server.stop({ keepLog: true });
    throw new Error(`${(error as Error).message} (server log: ${server.logFile})`, {
      cause: error,
    });
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const options = parseBenchOptions(args);
  const command = `npm run bench${args.length > 0 ? ` -- ${args.join(' ')}` : ''}`;
  const machine = await describeMachine(options.postgresUrl);
  const sizes: SizeResult[] = [];
  for (const responses of options.sizes) {
    console.log(`\n${responses.toLocaleString('en-US')} responses`);
    const size = await measureSize(responses, options);
    console.log(`\n${consoleTable(size)}`);
    sizes.push(size);
  }
  const report: BenchReport = {
    command,
    machine,
    runs: options.runs,
    warmup: options.warmup,
    sizes,
  };
  console.log(`\n${consoleGoals(report)}`);
  if (!options.write) return;
  const markdown = renderMarkdown(report);
  const formatting = (await prettier.resolveConfig(REPORT_FILE)) ?? {};
  writeFileSync(
    REPORT_FILE,
    await prettier.format(markdown, { ...formatting, filepath: REPORT_FILE }),
  );
  console.log(`\nWrote ${REPORT_FILE}`);
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) process.stderr.write(`${error.message}\n\n${USAGE}`);
  else process.stderr.write(`The benchmark failed: ${String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
