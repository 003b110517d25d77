import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, isRecord } from '@/lib/http';
import { SETTINGS_STALE_TIME_MS } from '@/lib/query-client';

export interface FieldValidations {
  readonly fields: readonly string[];
  readonly required: readonly string[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** `GET /api/player/fields/validations?scenario=registration`: which fields the form has and needs. */
export const registrationValidationsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'field-validations', 'registration'],
    queryFn: ({ signal }) =>
      getJson('/api/player/fields/validations?scenario=registration', {
        signal,
        parse: (body): FieldValidations => {
          if (!isRecord(body)) throw new Error('Unexpected validations response');
          return { fields: strings(body.fields), required: strings(body.required) };
        },
      }),
    staleTime: SETTINGS_STALE_TIME_MS,
  });

export function useRegistrationValidations() {
  return useQuery(registrationValidationsQueryOptions());
}
