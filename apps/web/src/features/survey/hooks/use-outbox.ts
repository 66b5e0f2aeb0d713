import { useEffect, useState } from 'react';
import { OUTBOX_CHANGED, pendingIds } from '../api/outbox';
import { STORAGE_KEYS } from '../../../lib/storage';

/**
 * The ids of the submissions still waiting to be sent, kept up to date as the app's delivery
 * (app/outbox-delivery.ts) sends them, in this tab or another.
 */
export function useOutbox(): string[] {
  const [waiting, setWaiting] = useState(pendingIds);
  useEffect(() => {
    const update = () => setWaiting(pendingIds());
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.surveyOutbox) update();
    };
    window.addEventListener(OUTBOX_CHANGED, update);
    window.addEventListener('storage', onStorage);
    // The queue may have changed between the first render and now (the page's delivery
    // starts with the app), with nobody listening yet.
    update();
    return () => {
      window.removeEventListener(OUTBOX_CHANGED, update);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return waiting;
}
