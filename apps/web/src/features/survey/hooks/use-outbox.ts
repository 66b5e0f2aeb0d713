import { useEffect, useState } from 'react';
import { flushOutbox, pendingCount } from '../api/outbox';

const RETRY_EVERY_MS = 30_000;

/**
 * Sends queued submissions when the page opens, when the browser says it is back online, and
 * every 30 seconds while any wait; returns how many still wait.
 */
export function useOutbox(): number {
  const [waiting, setWaiting] = useState(pendingCount);
  useEffect(() => {
    let live = true;
    const flush = () =>
      flushOutbox().finally(() => {
        if (live) setWaiting(pendingCount());
      });
    void flush();
    window.addEventListener('online', flush);
    const timer = setInterval(() => {
      if (pendingCount() > 0) void flush();
    }, RETRY_EVERY_MS);
    return () => {
      live = false;
      window.removeEventListener('online', flush);
      clearInterval(timer);
    };
  }, []);
  return waiting;
}
