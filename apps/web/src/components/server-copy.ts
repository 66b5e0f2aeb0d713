/*
 * /survey's first screen as the server rendered it (apps/api's http/survey-entry.ts): the
 * study's information sheet, there before any JavaScript runs so that a slow phone paints the
 * text at once. The server marks the root `data-server-copy="/survey"` and wraps the copy in an
 * inert element: nothing in it answers a press before the app is there (a browser test waiting
 * to press "I agree" waits for the app's own button). The app's loading screen (PageLoading)
 * shows this copy instead of its ring until the real screen has drawn, so nothing flickers or
 * moves. Kept small and free of React: this module is in the entry, which `/` loads too (its
 * budget is 120 KB), and importing React here, a module the entry and the survey's lazy chunks
 * share, made the bundler move React out of the entry into a chunk of its own.
 */

let copy: { path: string; html: string; language: string } | null = null;

/** Takes the server's copy from the root (main.tsx), before React replaces the root's content. */
export function keepServerCopy(root: HTMLElement): void {
  const path = root.dataset.serverCopy;
  if (path) copy = { path, html: root.innerHTML, language: document.documentElement.lang };
}

/** The server's copy for the address on screen, while its screen has not drawn its own. */
export function serverCopyHere(): string | null {
  // Never a window to look at while the server renders (app/prerender.tsx): no copy either.
  return copy && copy.path === window.location.pathname ? copy.html : null;
}

/** The language the server's copy is in, while there is one. */
export function serverCopyLanguage(): string | undefined {
  return copy?.language;
}

/**
 * Called by the screen that replaces the copy once it shows its own, or knows it will show
 * another: from then on a loading state shows the ring, never the copy again.
 */
export function serverCopyReplaced(): void {
  copy = null;
}
