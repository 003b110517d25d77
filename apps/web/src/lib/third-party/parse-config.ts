import { THIRD_PARTY_ADAPTER_IDS, THIRD_PARTY_CATEGORIES, type ThirdPartyAdapterConfig } from '@casino/shared';
import { isRecord } from '@/lib/http';

/** `GET /api/settings/third-party`: the switched-on adapters; what is not understood is left off. */
export function parseAdapterConfigs(body: unknown): ThirdPartyAdapterConfig[] {
  const data = isRecord(body) && Array.isArray(body.data) ? (body.data as unknown[]) : [];
  return data.flatMap((entry): ThirdPartyAdapterConfig[] => {
    if (!isRecord(entry) || typeof entry.url !== 'string') return [];
    const id = THIRD_PARTY_ADAPTER_IDS.find((known) => known === entry.id);
    if (!id) return [];
    return [
      {
        id,
        category: THIRD_PARTY_CATEGORIES[id],
        url: entry.url,
        ...(typeof entry.key === 'string' ? { key: entry.key } : {}),
      },
    ];
  });
}
