import { useMemo } from 'react';
import type { MessageOverrides } from '@casino/shared';
import { useT } from '@/lib/i18n';

/** Validation templates the content provides (fields-settings:validation.*), by message key. */
const CONTENT_MESSAGE_KEYS = [
  'required',
  'email',
  'maxLength',
  'minLength',
  'sameAs',
  'accepted',
  'phone',
  'betweenLength',
  'nickname',
  'alphaDash',
  'countryCode',
  'regex',
] as const;

/** Fields whose names appear inside messages ("must be equal to the Password value"). */
const NAMED_FIELDS = ['password', 'newPassword'] as const;

/** The shared validators' messages and field names in the page's language. */
export function useFormTexts(): {
  readonly messages: MessageOverrides;
  readonly labels: Readonly<Record<string, string>>;
} {
  const t = useT();
  return useMemo(
    () => ({
      messages: Object.fromEntries(CONTENT_MESSAGE_KEYS.map((key) => [key, t(`fields-settings:validation.${key}`)])),
      labels: Object.fromEntries(NAMED_FIELDS.map((field) => [field, t(`fields-settings:labels.${field}`)])),
    }),
    [t],
  );
}
