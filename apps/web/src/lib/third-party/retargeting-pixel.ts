import { PIXEL_ACTION_IDS, pixelNameOf } from './events';
import type { AdapterStarter } from './types';

/**
 * The retargeting pixel (SPEC.md, Third-party loads): an image beacon per pixel event (visit,
 * regfin, ftd...: section 9's action ids), carrying the action id, screen size, time zone, plugin
 * count, mime types, memory, cores and renderer, and the profile id as the external id. The data
 * layer's other events (login, sign_up, session_start) have no action id and send nothing. No
 * script: the beacon is the whole vendor.
 */
export const startRetargetingPixel: AdapterStarter = async (config, context) => {
  let playerId: string | undefined;
  return Promise.resolve({
    id: 'retargeting-pixel',
    track(event) {
      const pixel = pixelNameOf(event);
      if (!pixel) return;
      const facts = context.browserFacts();
      const url = new URL(config.url);
      const fields: Record<string, string> = {
        action: String(PIXEL_ACTION_IDS[pixel]),
        screen: facts.screen,
        tz: facts.timeZone,
        plugins: String(facts.plugins),
        mime: String(facts.mimeTypes),
        memory: String(facts.memory),
        cores: String(facts.cores),
        renderer: facts.renderer,
      };
      const externalId = event.profileId ?? playerId;
      if (externalId) fields.external_id = externalId;
      for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
      context.sendBeacon(url.href);
    },
    identify(player) {
      playerId = player?.id;
    },
  });
};
