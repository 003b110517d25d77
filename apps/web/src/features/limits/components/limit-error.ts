import { HttpError } from '@/lib/http';

/** What a refused limit call shows: the server's own sentence (it names the period or the date), else a generic one. */
export function limitErrorText(error: unknown, t: (key: string) => string): string {
  if (error instanceof HttpError) {
    const field = Object.values(error.fields)[0]?.[0];
    if (field) return field;
    if (error.status < 500 && error.message) return error.message;
  }
  return t('alerts:generic.error');
}
