import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startOutboxDelivery } from './app/outbox-delivery';
import { AppRouter } from './app/router';
import './i18n';
import './styles.css';

startOutboxDelivery();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppRouter />
  </StrictMode>,
);
