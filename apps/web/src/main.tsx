import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { isLocaleCode } from '@casino/shared';
import { App } from '@/app/app';
import { isMessengerUser, messengerState } from '@/features/telegram/messenger-start';
import { createAppRouter, loadLocale } from '@/app/router';
import { startThirdParty } from '@/app/third-party/start-third-party';
import { startAffiliateCapture } from '@/lib/affiliate';
import { startBuildCheck } from '@/lib/build-check';
import { startColourMode } from '@/lib/colour-mode';
import { applyCachedTexts, applyDocumentLocale, setDateLocale } from '@/lib/i18n';
import { readPrerenderState } from '@/lib/prerender-state';
import { startPreloader } from '@/lib/preloader';
import { queryClient } from '@/lib/query-client';
import { sessionToken } from '@/lib/session';
import { setServerOrigin } from '@/lib/site-origin';
import { localStore, STORAGE_KEYS } from '@/lib/storage';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element to mount the app in');

startPreloader();
// Before the router reads the address: `stag` is kept and taken out of it (SPEC.md section 9).
startAffiliateCapture();
startColourMode();
startBuildCheck();
// Tag manager, pixel and session tools: after the load, each only once the visitor allows its cookie category.
startThirdParty();
// The server's address (PUBLIC_URL) as a prerendered page names it: the app's canonical and
// og:url links keep naming it, not whatever address the browser reached the site at.
const prerenderedCanonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"][data-static-head]');
if (prerenderedCanonical) setServerOrigin(new URL(prerenderedCanonical.href).origin);
// index.html's title and description (a prerendered page's whole head) are for visitors without
// JavaScript and crawlers; each page writes its own.
document.querySelectorAll('[data-static-head]').forEach((element) => element.remove());

/**
 * A prerendered page (the server sent its HTML) is hydrated for a guest with the default drawer:
 * the HTML is exactly what the first render makes. A player's page, or a compact drawer, differs
 * from it, so the app renders afresh over it (the HTML was still the first paint).
 */
const prerendered = readPrerenderState();
// A messenger user's page differs too (their drawer, the messenger's theme): read when App's module started the session.
const canHydrate =
  prerendered !== undefined &&
  isLocaleCode(prerendered.locale) &&
  !sessionToken.read() &&
  localStore.get(STORAGE_KEYS.drawerCompact) !== 'true' &&
  !isMessengerUser(messengerState());

async function start(root: HTMLElement): Promise<void> {
  if (canHydrate && prerendered && isLocaleCode(prerendered.locale)) {
    hydrate(queryClient, prerendered.queries);
    if (applyCachedTexts(prerendered.locale)) {
      applyDocumentLocale(prerendered.locale);
      await setDateLocale(prerendered.locale);
    } else {
      await loadLocale(prerendered.locale);
    }
    const router = await createAppRouter(prerendered.router);
    hydrateRoot(
      root,
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
    return;
  }
  const router = await createAppRouter();
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void start(rootElement);
