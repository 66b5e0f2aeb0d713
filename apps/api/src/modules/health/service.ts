import type { Health } from '@prca/core';
import type { DatabaseHandle } from '../../db/client';

const PING_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** Whether the database answers: the one thing the process needs besides itself. */
export function createHealthService(database: Pick<DatabaseHandle, 'kind' | 'ping'>) {
  return {
    /** The health report; rejects when the database does not answer within 2 s. */
    async check(): Promise<Health> {
      await withTimeout(database.ping(), PING_TIMEOUT_MS);
      return { status: 'ok', database: database.kind };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
