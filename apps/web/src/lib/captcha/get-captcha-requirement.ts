import { queryOptions } from '@tanstack/react-query';
import { getJson, isRecord } from '@/lib/http';

/** `GET /api/captcha`: whether the next guarded form from this address must carry a captcha token, and with which widget. */
export interface CaptchaRequirement {
  readonly provider: string;
  readonly required: boolean;
}

function parseRequirement(body: unknown): CaptchaRequirement {
  if (!isRecord(body)) throw new Error('Unexpected captcha response');
  return { provider: typeof body.provider === 'string' ? body.provider : 'altcha', required: body.required === true };
}

export const CAPTCHA_REQUIREMENT_KEY = ['captcha', 'requirement'] as const;

/** Asked when a guarded form opens and again after each answer to it (failures from the address turn it on). */
export const captchaRequirementQueryOptions = () =>
  queryOptions({
    queryKey: CAPTCHA_REQUIREMENT_KEY,
    queryFn: ({ signal }) => getJson('/api/captcha', { parse: parseRequirement, signal }),
    staleTime: 0,
  });
