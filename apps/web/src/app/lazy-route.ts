import { lazy, type ComponentType } from 'react';

/** SPEC.md: screen code loads on demand, and a load that takes longer than this has failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A lazily loaded screen whose load fails (and shows the retry screen) after the timeout. */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('Screen took too long to load')),
        CHUNK_LOAD_TIMEOUT_MS,
      );
    });
    try {
      return await Promise.race([load(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  });
}
