import { launch, type LaunchedChrome } from 'chrome-launcher';
import { existsSync } from 'node:fs';
import { killOnExit } from '../children';
import { freePort } from '../ports';

/** Debian's Chromium, the browser the end-to-end tests use too. */
export const CHROMIUM = '/usr/bin/chromium';

/**
 * Headless Chromium for Lighthouse. Without the background-networking flags it waits for
 * servers it cannot reach on a closed network and the run hangs.
 */
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launchChromium(): Promise<LaunchedChrome> {
  if (!existsSync(CHROMIUM)) throw new Error(`Lighthouse needs Chromium at ${CHROMIUM}`);
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: FLAGS,
    port: await freePort(),
  });
  killOnExit(chrome.process);
  return chrome;
}
