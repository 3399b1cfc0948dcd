import './app/hydrateNumbersAsText';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './shared/styles/global.css';
import { App } from './app/App';
import { createRouter, loadRoutesFor } from './app/router';
import { readEmbeddedData, type EmbeddedPageData } from './shared/content/embeddedData';
import { endOfTask, hydrateInTurns } from './shared/ui/HydrateLater';

const container = document.getElementById('root')!;
const embedded = readEmbeddedData();

/**
 * Marks the page as interactive. The server's HTML is painted before this code even loads
 * (api/src/site/pageAssets.ts), so the load event no longer says the page answers clicks and keys:
 * the browser tests wait for this mark after each page load.
 */
const markInteractive = () => document.documentElement.setAttribute('data-hydrated', '');

/**
 * Loading the page's routes, making the router and hydrating are each a task of their own (a phone
 * takes ~40 ms for the router alone; long tasks are what Lighthouse's Total Blocking Time counts).
 */
async function hydrate(data: EmbeddedPageData) {
  await loadRoutesFor(window.location.pathname);
  await endOfTask();
  const router = createRouter(data.router);
  await endOfTask();
  await hydrateInTurns(() =>
    hydrateRoot(
      container,
      <StrictMode>
        <App fallback={data.fallback}>
          <RouterProvider router={router} />
        </App>
      </StrictMode>,
    ),
  );
  markInteractive();
}

if (embedded) {
  // The server rendered this page: load its code, then hydrate with the data it was rendered from.
  void hydrate(embedded);
} else {
  // No server rendering (the Vite dev server): render in the browser.
  const router = createRouter();
  createRoot(container).render(
    <StrictMode>
      <App>
        <RouterProvider router={router} />
      </App>
    </StrictMode>,
  );
  markInteractive();
}
