import { readdirSync, readFileSync } from 'node:fs';

/** Resident set of one process in kB (VmRSS), 0 when it is gone. */
function rssKb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Parent of every live process, from /proc/<pid>/stat (field 4, after the parenthesised name). */
function parents(): Map<number, number> {
  const found = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      found.set(Number(entry), ppid);
    } catch {
      // Ended while the list was read.
    }
  }
  return found;
}

/** The pids of a process and all its descendants. */
export function processTree(root: number): number[] {
  const byParent = new Map<number, number[]>();
  for (const [pid, ppid] of parents()) byParent.set(ppid, [...(byParent.get(ppid) ?? []), pid]);
  const tree = [root];
  for (let index = 0; index < tree.length; index += 1) {
    tree.push(...(byParent.get(tree[index] as number) ?? []));
  }
  return tree;
}

/** Resident memory of a process and its descendants, summed, in MB. */
export function treeRssMb(root: number): number {
  return processTree(root).reduce((sum, pid) => sum + rssKb(pid), 0) / 1024;
}

export interface TreeSampler {
  /** The highest sum seen since the sampler started or was last reset. */
  peakMb(): number;
  /** The latest sum. */
  currentMb(): number;
  reset(): void;
  stop(): void;
}

/**
 * Samples a process tree's resident memory every `intervalMs` (the issue asks for about 50 ms):
 * a child that lives a second (initdb) is caught, where the kernel's VmHWM of the server process
 * alone would miss it.
 */
export function sampleTree(root: number, intervalMs = 50): TreeSampler {
  let peak = 0;
  let current = 0;
  const sample = () => {
    current = treeRssMb(root);
    peak = Math.max(peak, current);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    peakMb: () => (sample(), peak),
    currentMb: () => (sample(), current),
    reset() {
      peak = 0;
      sample();
    },
    stop: () => clearInterval(timer),
  };
}
