import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  isContentPageKind,
  isLocaleCode,
  type ContentPageKind,
  type ContentPageLink,
  type ContentPageView,
  type LocaleCode,
} from '@casino/shared';
import { HttpError, isRecord, request } from '@/lib/http';

/** Operators' edits reach an open tab within a minute; moving between pages reuses what was read. */
const CONTENT_PAGE_STALE_TIME_MS = 60_000;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function parseLink(value: unknown): ContentPageLink | undefined {
  if (!isRecord(value) || typeof value.identity !== 'string' || typeof value.title !== 'string') return undefined;
  return { identity: value.identity, title: value.title, description: text(value.description) };
}

/** Reads the page answer; one without identity, kind or body is refused (nothing sensible to show). */
export function parseContentPage(body: unknown): ContentPageView {
  if (
    !isRecord(body) ||
    typeof body.identity !== 'string' ||
    !isContentPageKind(body.kind) ||
    typeof body.html !== 'string'
  ) {
    throw new Error('unexpected content page answer');
  }
  const locale = typeof body.locale === 'string' && isLocaleCode(body.locale) ? body.locale : 'en';
  return {
    identity: body.identity,
    kind: body.kind,
    parentIdentity: typeof body.parentIdentity === 'string' ? body.parentIdentity : null,
    locale,
    title: text(body.title),
    description: text(body.description),
    html: body.html,
    updatedAt: text(body.updatedAt),
    children: (Array.isArray(body.children) ? body.children : []).map(parseLink).filter((link) => link !== undefined),
  };
}

/**
 * `GET /api/content/pages/{identity}?locale=&kind=`: a published page in the locale (or the
 * nearest fallback that has it); null when there is none, and the page is then the site's 404.
 */
export async function getContentPage(
  identity: string,
  locale: LocaleCode,
  kind: ContentPageKind,
  signal?: AbortSignal,
): Promise<ContentPageView | null> {
  try {
    return await request(`/api/content/pages/${encodeURIComponent(identity)}`, {
      query: { locale, kind },
      signal,
      authenticated: false,
      parse: parseContentPage,
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

export const contentPageQueryOptions = (identity: string, locale: LocaleCode, kind: ContentPageKind) =>
  queryOptions({
    queryKey: ['content-page', kind, identity, locale] as const,
    queryFn: ({ signal }) => getContentPage(identity, locale, kind, signal),
    staleTime: CONTENT_PAGE_STALE_TIME_MS,
  });

export function useContentPage(identity: string, locale: LocaleCode, kind: ContentPageKind, enabled = true) {
  return useQuery({ ...contentPageQueryOptions(identity, locale, kind), enabled });
}
