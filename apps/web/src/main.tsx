import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startOutboxDelivery } from './app/outbox-delivery';
import { AppRouter } from './app/router';
import './i18n';
import './styles.css';

startOutboxDelivery();

const root = document.getElementById('root')!;
// The landing page the server sent already rendered (vite.config.ts), kept on screen until
// its code has loaded.
const prerendered = root.dataset.prerendered ? root.innerHTML : null;
// From here the app owns the page (a test waits for this mark to go).
delete root.dataset.prerendered;

createRoot(root).render(
  <StrictMode>
    <AppRouter prerendered={prerendered} />
  </StrictMode>,
);
