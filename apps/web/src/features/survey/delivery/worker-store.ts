import { readQueued, type QueuedSubmission } from './queued-submission';

/*
 * The service worker's copy of the queue, in IndexedDB (a worker cannot read the page's
 * localStorage). The names are those an earlier version's worker used, so that what it kept is
 * still sent.
 */
const DATABASE = 'prca-outbox';
const STORE = 'submissions';

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function withStore<T>(
  mode: IDBTransactionMode,
  use: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const database = await openDatabase();
  return new Promise((resolve, reject) => {
    const transaction = database.transaction(STORE, mode);
    const request = use(transaction.objectStore(STORE));
    transaction.oncomplete = () => {
      database.close();
      resolve(request.result);
    };
    transaction.onerror = transaction.onabort = () => {
      database.close();
      reject(transaction.error);
    };
  });
}

export async function keepInWorker(submission: QueuedSubmission): Promise<void> {
  await withStore('readwrite', (store) => store.put(submission));
}

export async function forgetInWorker(id: string): Promise<void> {
  await withStore('readwrite', (store) => store.delete(id));
}

/**
 * In the order of their ids rather than of queuing: each is sent on its own and the server
 * stores an id once, so the order changes only which goes first.
 */
export async function queuedInWorker(): Promise<QueuedSubmission[]> {
  return readQueued(await withStore('readonly', (store) => store.getAll()));
}

export async function holdInWorker(id: string, message: string): Promise<void> {
  const [queued] = (await queuedInWorker()).filter((entry) => entry.id === id);
  if (queued) await keepInWorker({ ...queued, held: message });
}
