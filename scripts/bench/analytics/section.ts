import type { BenchContext } from '../context';
import { prepareEmbeddedDatabase } from '../embedded-database';
import { logIn } from '../log-in';
import { loadAverage } from '../machine';
import type { SectionReport } from '../section';
import { memoryOf, resetPeakMemory, startServer, type ServerDatabase } from '../server';
import { ANALYTICS_ENDPOINTS, EMBEDDED_SIZES_AT_MOST } from './endpoints';
import { pickFilters } from './filters';
import { describeOutcome, measureEndpoint, type EndpointResult } from './measure';
import { renderAnalytics, type ServerRun, type SizeResult } from './report';

/** Every endpoint for every subset picked from the database, on a server started on it. */
async function measureServer(
  database: ServerDatabase,
  label: string,
  context: BenchContext,
): Promise<ServerRun> {
  const filters = await pickFilters(database);
  const loadBefore = loadAverage();
  const server = await startServer({ database, label });
  try {
    const startupPeakRssMb = memoryOf(server.pid).peakRssMb;
    const token = await logIn(server);
    const loginPeakRssMb = memoryOf(server.pid).peakRssMb;
    const perEndpointPeaks = resetPeakMemory(server.pid);
    const endpoints: EndpointResult[] = [];
    for (const endpoint of ANALYTICS_ENDPOINTS) {
      for (const filter of filters) {
        const result = await measureEndpoint(server, token, endpoint, filter, context.options);
        console.log(`  ${endpoint.name}, ${filter.kind}: ${describeOutcome(result.outcome)}`);
        endpoints.push(result);
      }
    }
    const peakRssMb = Math.max(loginPeakRssMb, ...endpoints.map((result) => result.peakRssMb));
    await server.stop();
    return {
      filters,
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

async function measureSize(responses: number, context: BenchContext): Promise<SizeResult> {
  const database = await context.database(responses);
  const onPostgres = await measureServer(
    { kind: 'postgresql', url: database.url },
    database.name,
    context,
  );
  if (responses > EMBEDDED_SIZES_AT_MOST) return { responses, database, ...onPostgres };
  // Issue 33: the embedded default is how a school runs the product; its figures beside these.
  console.log(`\n  ${responses.toLocaleString('en-US')} responses on the embedded database`);
  const embedded = await prepareEmbeddedDatabase(responses, context.options);
  const run = await measureServer(
    { kind: 'embedded', dataDir: embedded.dataDir },
    embedded.name,
    context,
  );
  return { responses, database, ...onPostgres, embedded: { database: embedded, ...run } };
}

/** The analytics endpoints of the real API on PostgreSQL at each size of --sizes. */
export async function runAnalytics(context: BenchContext): Promise<SectionReport> {
  const began = performance.now();
  const sizes: SizeResult[] = [];
  for (const responses of context.options.sizes) {
    console.log(`\n  ${responses.toLocaleString('en-US')} responses`);
    sizes.push(await measureSize(responses, context));
  }
  const { runs, warmup } = context.options;
  return renderAnalytics({ runs, warmup, sizes }, (performance.now() - began) / 1000);
}
