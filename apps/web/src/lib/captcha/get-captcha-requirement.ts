import { queryOptions } from '@tanstack/react-query';
import type { CaptchaRequirement } from '@casino/shared';
import { getJson, isRecord } from '@/lib/http';

export type { CaptchaRequirement };

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** `GET /api/captcha` (the shape is @casino/shared's); an unknown widget is the self-hosted one. */
function parseRequirement(body: unknown): CaptchaRequirement {
  if (!isRecord(body)) throw new Error('Unexpected captcha response');
  const siteKey = text(body.siteKey);
  const scriptUrl = text(body.scriptUrl);
  return {
    provider: body.provider === 'turnstile' ? 'turnstile' : 'altcha',
    action: typeof body.action === 'string' ? body.action : '',
    required: body.required === true,
    ...(siteKey === undefined ? {} : { siteKey }),
    ...(scriptUrl === undefined ? {} : { scriptUrl }),
  };
}

export const CAPTCHA_REQUIREMENT_KEY = ['captcha', 'requirement'] as const;

/** Asked when a guarded form opens and again after each answer to it (failures from the address turn it on). */
export const captchaRequirementQueryOptions = () =>
  queryOptions({
    queryKey: CAPTCHA_REQUIREMENT_KEY,
    queryFn: ({ signal }) => getJson('/api/captcha', { parse: parseRequirement, signal }),
    staleTime: 0,
  });
