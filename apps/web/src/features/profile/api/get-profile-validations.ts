import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, isRecord } from '@/lib/http';
import { SETTINGS_STALE_TIME_MS } from '@/lib/query-client';

export interface ProfileValidations {
  readonly fields: readonly string[];
  readonly required: readonly string[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** `GET /api/player/fields/validations?scenario=profile`: the profile form's fields and required ones. */
export const profileValidationsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'field-validations', 'profile'],
    queryFn: ({ signal }) =>
      getJson('/api/player/fields/validations?scenario=profile', {
        signal,
        parse: (body): ProfileValidations => {
          if (!isRecord(body)) throw new Error('Unexpected validations response');
          return { fields: strings(body.fields), required: strings(body.required) };
        },
      }),
    staleTime: SETTINGS_STALE_TIME_MS,
  });

export function useProfileValidations() {
  return useQuery(profileValidationsQueryOptions());
}
