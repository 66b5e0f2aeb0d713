import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchContext } from '../context';
import { count, markdownTable, mb, paddedTable } from '../format';
import { loadAverage } from '../machine';
import { verdict, type GoalRow, type SectionReport } from '../section';
import { memoryOf, startServer, type RunningServer } from '../server';
import { CONNECTIONS } from '../throughput/load';
import { newSubmission } from '../throughput/submission';
import { sampleTree, type TreeSampler } from './tree-rss';

/** Issue 33's goals for the embedded default, in MB of the server's whole process tree. */
export const PEAK_GOAL_MB = 400;
const RESTART_IDLE_GOAL_MB = 300;
/** Submissions sent under load ("a few thousand"), and how long a server idles before reading. */
const SUBMISSIONS = 5_000;
const IDLE_MS = 3_000;
const RESTARTS = 3;

interface StartFigures {
  /** Highest sum from the spawn until the server answered (a first start's initdb child included). */
  startPeakMb: number;
  /** Highest sum from then until the idle reading: what the server holds once it serves. */
  servingPeakMb: number;
  /** The server process's own peak (VmHWM), children excluded, at the idle reading. */
  ownPeakMb: number;
  /** The sum after IDLE_MS of idling once ready. */
  idleMb: number;
  seconds: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

async function start(
  dataDir: string,
  label: string,
): Promise<{ server: RunningServer; sampler: TreeSampler; figures: StartFigures }> {
  let sampler: TreeSampler | undefined;
  const began = performance.now();
  const server = await startServer({
    database: { kind: 'embedded', dataDir },
    label,
    onSpawn: (pid) => (sampler = sampleTree(pid)),
  });
  const seconds = (performance.now() - began) / 1000;
  const watched = sampler as unknown as TreeSampler;
  const startPeakMb = watched.peakMb();
  watched.reset();
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  return {
    server,
    sampler: watched,
    figures: {
      startPeakMb,
      servingPeakMb: watched.peakMb(),
      ownPeakMb: memoryOf(server.pid).peakRssMb,
      idleMb: watched.currentMb(),
      seconds,
    },
  };
}

/** SUBMISSIONS surveys from 50 connections; the rate is reported beside the memory, roughly. */
async function submitMany(baseUrl: string): Promise<{ perSecond: number; errors: number }> {
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    pipelining: 1,
    amount: SUBMISSIONS,
    requests: [
      {
        method: 'POST',
        path: '/api/surveys',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: newSubmission().body }),
      },
    ],
  });
  return { perSecond: result.requests.average, errors: result.non2xx + result.errors };
}

/**
 * The embedded default's memory (issue 33): the resident set of the server's process tree,
 * sampled from /proc every 50 ms, on a first start (a new data directory), on restarts (the
 * median of three) and under a few thousand submissions.
 */
export async function runMemory(context: BenchContext): Promise<SectionReport> {
  void context;
  const began = performance.now();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'prca-bench-memory-'));
  const loads: number[] = [];
  try {
    const first = await start(dataDir, 'memory-first');
    first.sampler.stop();
    await first.server.stop();
    loads.push(loadAverage());
    console.log(
      `  first start: peak ${mb(first.figures.startPeakMb)} while starting, ` +
        `${mb(first.figures.servingPeakMb)} once serving, idle ${mb(first.figures.idleMb)}`,
    );
    const restarts: StartFigures[] = [];
    for (let run = 1; run <= RESTARTS; run += 1) {
      const again = await start(dataDir, `memory-restart-${run}`);
      again.sampler.stop();
      await again.server.stop();
      restarts.push(again.figures);
      console.log(
        `  restart ${run}: peak ${mb(again.figures.startPeakMb)}, idle ${mb(again.figures.idleMb)}`,
      );
    }
    loads.push(loadAverage());
    const loaded = await start(dataDir, 'memory-load');
    loaded.sampler.reset();
    const load = await submitMany(loaded.server.baseUrl);
    const loadPeakMb = loaded.sampler.peakMb();
    const afterLoadMb = loaded.sampler.currentMb();
    loaded.sampler.stop();
    await loaded.server.stop();
    loads.push(loadAverage());
    console.log(`  under ${count(SUBMISSIONS)} submissions: peak ${mb(loadPeakMb)}`);

    const restartMedian = (pick: (figures: StartFigures) => number) => median(restarts.map(pick));
    const restartPeak = Math.max(
      restartMedian((each) => each.startPeakMb),
      restartMedian((each) => each.servingPeakMb),
    );
    const restartIdle = restartMedian((each) => each.idleMb);
    const row = (phase: string, figures: StartFigures) => [
      phase,
      mb(figures.startPeakMb),
      mb(figures.servingPeakMb),
      mb(figures.ownPeakMb),
      mb(figures.idleMb),
      `${figures.seconds.toFixed(1)} s`,
    ];
    const rows = [
      row('First start (new data directory)', first.figures),
      row(`Restart (median of ${RESTARTS})`, {
        startPeakMb: restartMedian((each) => each.startPeakMb),
        servingPeakMb: restartMedian((each) => each.servingPeakMb),
        ownPeakMb: restartMedian((each) => each.ownPeakMb),
        idleMb: restartIdle,
        seconds: restartMedian((each) => each.seconds),
      }),
      [
        `Under ${count(SUBMISSIONS)} submissions (${count(Math.round(load.perSecond))}/s)`,
        '',
        mb(loadPeakMb),
        '',
        mb(afterLoadMb),
        '',
      ],
    ];
    const header = [
      'Phase',
      'Peak while starting',
      'Peak once serving',
      'Server process alone (VmHWM)',
      'RSS after',
      'Start time',
    ];
    const goal = (name: string, target: number, measured: number): GoalRow => ({
      goal: name,
      target: `< ${target} MB`,
      measured: mb(measured),
      met: measured < target,
      result: verdict(measured < target, `${mb(measured - target)}`),
    });
    const goals: GoalRow[] = [
      goal(
        'Embedded first start, peak RSS of the process tree once serving',
        PEAK_GOAL_MB,
        first.figures.servingPeakMb,
      ),
      {
        goal: 'Embedded first start, peak while creating the database (initdb child)',
        target: 'reported',
        measured: mb(first.figures.startPeakMb),
        met: undefined,
        result: 'not judged (once, before serving)',
      },
      goal('Embedded restart, idle RSS (median)', RESTART_IDLE_GOAL_MB, restartIdle),
      goal(
        'Embedded restart and under load, peak RSS',
        PEAK_GOAL_MB,
        Math.max(loadPeakMb, restartPeak),
      ),
    ];
    const markdown = [
      `The API on the embedded database (compiled as \`npm start\` runs it, no ` +
        `DATABASE_URL), its resident memory summed over the server process and every child it ` +
        `starts, read from /proc every 50 ms: from the spawn on a new data directory until ` +
        `${IDLE_MS / 1000} s after it first answered ("while starting" until it answered, a ` +
        `first start's initdb child included; "once serving" from then on); then restarted on that directory ` +
        `${RESTARTS} times (medians); then once more under ${count(SUBMISSIONS)} survey ` +
        `submissions from ${CONNECTIONS} connections. "RSS after" is read ${IDLE_MS / 1000} s ` +
        `after the server answered (after the load, for the last row). Load average ` +
        `${loads.map((each) => each.toFixed(2)).join(', ')} (1 min, after each phase).` +
        (load.errors > 0 ? ` ${count(load.errors)} submissions failed.` : ''),
      markdownTable(header, rows),
    ].join('\n\n');
    return {
      id: 'memory',
      goals,
      markdown,
      console: paddedTable(header, rows),
      seconds: (performance.now() - began) / 1000,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
