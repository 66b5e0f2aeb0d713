import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../paths';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

/** The parts of V8's .cpuprofile (written by node --cpu-prof) that the summary reads. */
interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  /** Microseconds on the monotonic clock, the one process.hrtime reads in every process. */
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A stretch of time on the monotonic clock, in microseconds (see `monotonicMicros`). */
export interface TimeWindow {
  from: number;
  to: number;
}

/** Now, on the clock V8 stamps its profile samples with (CLOCK_MONOTONIC on Linux). */
export function monotonicMicros(): number {
  return Number(process.hrtime.bigint() / 1000n);
}

export interface ProfileCost {
  name: string;
  /** Share of the busy time (idle excluded) spent in this code itself, callees excluded. */
  share: number;
}

export interface ProfileSummary {
  busySeconds: number;
  /** Self time by package (node_modules/<name>), Node.js internals, the app, or V8 itself. */
  byArea: ProfileCost[];
  /** Self time by function. */
  byFunction: ProfileCost[];
}

const IDLE = '(idle)';

/** "pg", "drizzle-orm", "Node.js (internal/streams)", "apps/api"…: where a script lives. */
function areaOf(url: string): string {
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1] as string;
  if (url.startsWith('node:')) {
    const module = url.slice('node:'.length).split('/').slice(0, 2).join('/');
    return `Node.js (${module})`;
  }
  const relative = path.relative(REPO_ROOT, url.replace(/^file:\/\//, ''));
  return relative.split(path.sep).slice(0, 2).join('/');
}

function place(frame: CallFrame): string {
  const file = path
    .relative(REPO_ROOT, frame.url.replace(/^file:\/\//, ''))
    .replace(/^node_modules\//, '');
  return `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
}

/**
 * Native code (a socket's writev, a C++ binding, a V8 built-in) has no script: it is charged
 * to its caller, so "writeString" shows whose writes they are.
 */
function labels(frame: CallFrame, caller: CallFrame | undefined): { area: string; name: string } {
  if (frame.url) return { area: areaOf(frame.url), name: place(frame) };
  const name = frame.functionName || '(anonymous)';
  // (garbage collector), (program): V8's own work, nobody's caller.
  if (name.startsWith('(') || !caller) return { area: name, name };
  const area = areaOf(caller.url);
  return { area, name: `${name} (native, called from ${place(caller)})` };
}

function top(costs: Map<string, number>, busy: number, limit: number): ProfileCost[] {
  return [...costs]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([name, micros]) => ({ name, share: micros / busy }));
}

/**
 * Where the CPU time of the profiles in `dir` went during `window` (self time, idle left out):
 * the start-up (compiling, migrating) is outside it.
 */
export function summariseProfiles(dir: string, window: TimeWindow, limit = 10): ProfileSummary {
  const byArea = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CpuProfile;
    const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
    const parents = new Map<number, number>();
    for (const node of profile.nodes) {
      for (const child of node.children ?? []) parents.set(child, node.id);
    }
    // The nearest caller outside Node.js itself (pino, pg, fastify…), else the nearest at all.
    const scriptCaller = (id: number): CallFrame | undefined => {
      let nearest: CallFrame | undefined;
      for (let at = parents.get(id); at !== undefined; at = parents.get(at)) {
        const frame = frames.get(at);
        if (!frame?.url) continue;
        if (!frame.url.startsWith('node:')) return frame;
        nearest ??= frame;
      }
      return nearest;
    };
    let at = profile.startTime;
    profile.samples.forEach((nodeId, index) => {
      const frame = frames.get(nodeId);
      const micros = profile.timeDeltas[index] ?? 0;
      at += micros;
      if (!frame || frame.functionName === IDLE || at < window.from || at > window.to) return;
      busy += micros;
      const { area, name } = labels(frame, frame.url ? undefined : scriptCaller(nodeId));
      byArea.set(area, (byArea.get(area) ?? 0) + micros);
      byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    });
  }
  if (busy === 0) throw new Error(`no CPU profile in ${dir} has samples from the load`);
  return {
    busySeconds: busy / 1e6,
    byArea: top(byArea, busy, limit),
    byFunction: top(byFunction, busy, limit),
  };
}
