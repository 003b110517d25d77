import type { PlayerProfile, ThirdPartyAdapterConfig } from '@casino/shared';
import { profileQueryKey } from '@/features/profile/api/get-profile';
import { consentStore } from '@/lib/consent';
import { logger } from '@/lib/logger';
import { queryClient } from '@/lib/query-client';
import { identifiedPlayer, thirdPartyEvents, trackPixel } from '@/lib/third-party';
import { startAdapterManager } from '@/lib/third-party/manager';
import { pageContext } from '@/lib/third-party/page-context';
import { thirdPartySettings } from '@/lib/third-party/settings';

const STARTERS = {
  'tag-manager': async () => (await import('@/lib/third-party/tag-manager')).startTagManager,
  'retargeting-pixel': async () => (await import('@/lib/third-party/retargeting-pixel')).startRetargetingPixel,
  'session-analytics': async () => (await import('@/lib/third-party/session-tools')).startSessionAnalytics,
  'session-recording': async () => (await import('@/lib/third-party/session-tools')).startSessionRecording,
};

/** The signed-in player (the session keeps the profile in the query cache), for the session tools. */
function followPlayer(): void {
  const identify = () => {
    const profile = queryClient.getQueryData<PlayerProfile>(profileQueryKey);
    thirdPartyEvents.identify(profile ? identifiedPlayer(profile) : null);
  };
  queryClient.getQueryCache().subscribe(identify);
  identify();
}

export async function runThirdParty(): Promise<void> {
  let configs: ThirdPartyAdapterConfig[];
  try {
    configs = await thirdPartySettings();
  } catch (error) {
    logger.warn('third-party settings not loaded', error);
    return;
  }
  if (configs.length === 0) return;
  followPlayer();
  // This page's visit: kept until an adapter starts (after consent), with the player's id when signed in.
  trackPixel('visit');
  startAdapterManager({
    configs,
    consent: { allows: consentStore.allows, subscribe: consentStore.subscribe },
    context: pageContext(),
    starters: STARTERS,
    onError: (id, error) => logger.warn(`third-party adapter ${id} failed`, error),
  });
}
