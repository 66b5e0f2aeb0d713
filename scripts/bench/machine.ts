import os from 'node:os';
import { describePostgres } from './databases';

export interface Machine {
  date: string;
  cpu: string;
  cores: number;
  memoryGb: number;
  node: string;
  kernel: string;
  /** Absent when no section of the run uses PostgreSQL. */
  postgres: Record<string, string> | undefined;
}

export async function describeMachine(postgresUrl: string | undefined): Promise<Machine> {
  return {
    date: new Date().toISOString(),
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    // What `nproc` prints: the cores this process may run on.
    cores: os.availableParallelism(),
    memoryGb: os.totalmem() / 1024 ** 3,
    node: process.version,
    kernel: `${os.type()} ${os.release()}`,
    postgres: postgresUrl ? await describePostgres(postgresUrl) : undefined,
  };
}

/** The 1-minute load average: a shared machine's neighbours show here. */
export function loadAverage(): number {
  return os.loadavg()[0] ?? 0;
}
