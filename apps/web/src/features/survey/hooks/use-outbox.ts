import { useEffect, useState } from 'react';
import { OUTBOX_CHANGED, heldSubmissions, pendingIds } from '../api/outbox';
import { STORAGE_KEYS } from '../../../lib/storage';

function read() {
  return { waiting: pendingIds(), held: heldSubmissions() };
}

/**
 * The ids of the submissions still waiting to be sent, and those whose class code the server
 * refused, kept up to date as the app's delivery (app/outbox-delivery.ts) sends them, in this
 * tab or another.
 */
export function useOutbox(): ReturnType<typeof read> {
  const [outbox, setOutbox] = useState(read);
  useEffect(() => {
    const update = () => setOutbox(read());
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
  return outbox;
}
