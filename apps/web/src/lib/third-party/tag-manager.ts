import type { AdapterStarter } from './types';

/**
 * The tag manager (SPEC.md, Analytics): its data layer gets `session_start` when it starts, then
 * `login`, `sign_up` and `pixel_{name}` as they happen, with the player's id. The data layer is
 * set up before the loader runs (the vendor reads what is already in it), as the vendor's own
 * snippet does, without the inline script our CSP would refuse.
 */
export const startTagManager: AdapterStarter = async (config, context) => {
  const existing = context.global.dataLayer;
  const dataLayer: unknown[] = Array.isArray(existing) ? (existing as unknown[]) : [];
  context.global.dataLayer = dataLayer;
  dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  dataLayer.push({ event: 'session_start' });
  const url = new URL(config.url);
  if (config.key) url.searchParams.set('id', config.key);
  await context.loadScript(url.href);
  return {
    id: 'tag-manager',
    track(event) {
      // session_start is this adapter's own, pushed once as it starts.
      if (event.name === 'session_start') return;
      dataLayer.push({ event: event.name, ...(event.profileId ? { user_id: event.profileId } : {}) });
    },
    identify() {
      // The tag manager gets the player's id with each event, nothing more.
    },
  };
};
