import './lib/zod-without-eval';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { startOutboxDelivery } from './app/outbox-delivery';
import { AppRouter } from './app/router';
import { keepServerCopy } from './components/server-copy';
import './i18n';
import './styles.css';

startOutboxDelivery();

const root = document.getElementById('root')!;
// The landing page the server sent already rendered (vite.config.ts), kept on screen until
// its code has loaded.
const prerendered = root.dataset.prerendered ? root.innerHTML : null;
// /survey's first screen the server rendered (components/server-copy.ts), likewise kept.
keepServerCopy(root);

/**
 * Drops the server's mark once React has drawn its first page: from then on the app owns the
 * page (a test waits for this mark to go). Dropped earlier, the mark would be gone while the
 * server's inert copy is still on screen.
 */
function TakeOver() {
  useEffect(() => {
    delete root.dataset.prerendered;
    delete root.dataset.serverCopy;
  }, []);
  return null;
}

createRoot(root).render(
  <StrictMode>
    <TakeOver />
    <AppRouter prerendered={prerendered} />
  </StrictMode>,
);
