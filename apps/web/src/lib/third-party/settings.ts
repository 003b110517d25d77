import type { ThirdPartyAdapterConfig, ThirdPartyAdapterId } from '@casino/shared';
import { request } from '@/lib/http';
import { parseAdapterConfigs } from './parse-config';

let pending: Promise<ThirdPartyAdapterConfig[]> | undefined;

/**
 * `GET /api/settings/third-party`, asked once per page however many ask (the adapters' runtime,
 * the support page, the fingerprint); a failed question may be asked again.
 */
export function thirdPartySettings(): Promise<ThirdPartyAdapterConfig[]> {
  pending ??= request('/api/settings/third-party', { parse: parseAdapterConfigs, authenticated: false }).catch(
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** One adapter's configuration when the server switched it on. */
export async function switchedOnAdapter(id: ThirdPartyAdapterId): Promise<ThirdPartyAdapterConfig | undefined> {
  return (await thirdPartySettings()).find((config) => config.id === id);
}

/** Forgets the answer (tests only). */
export function resetThirdPartySettingsForTests(): void {
  pending = undefined;
}
