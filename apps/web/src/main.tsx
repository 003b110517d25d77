import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { startBuildCheck } from '@/lib/build-check';
import { startColourMode } from '@/lib/colour-mode';
import { startPreloader } from '@/lib/preloader';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element to mount the app in');

startPreloader();
startColourMode();
startBuildCheck();
// index.html's title and description are for visitors without JavaScript; each page writes its own.
document.querySelectorAll('[data-static-head]').forEach((element) => element.remove());

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
