import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { queriesAfterFirstFrame } from './queries-after-first-frame';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

queriesAfterFirstFrame.install();

// A transition, so React renders the first page in slices that let the browser respond between them, instead of one
// task of up to 400 ms on a mid-range phone (Lighthouse's total blocking time on the landing page: about 500 → 210 ms).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
