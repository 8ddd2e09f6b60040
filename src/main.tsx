import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterFirstScreen } from './app/after-first-screen';
import { App } from './app/app';
import { registerServiceWorker } from './app/register-service-worker';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker precaches every file of the build: not while the first screen loads.
void afterFirstScreen().then(registerServiceWorker);
