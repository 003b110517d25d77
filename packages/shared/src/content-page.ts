import type { LocaleCode } from './locales';

/**
 * Content pages (SPEC.md section 2): `static` pages live at /static/{pageIdentity}, `question`
 * pages at /questions (the list: no parent) and /questions/{pageIdentity} (its children), `page`
 * pages at /{slug}.
 */
export const CONTENT_PAGE_KINDS = ['static', 'question', 'page'] as const;
export type ContentPageKind = (typeof CONTENT_PAGE_KINDS)[number];

export const isContentPageKind = (value: unknown): value is ContentPageKind =>
  typeof value === 'string' && (CONTENT_PAGE_KINDS as readonly string[]).includes(value);

/** A page identity (its slug): lowercase letters and digits, words joined by single hyphens, at most 64 characters. */
export const CONTENT_PAGE_IDENTITY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CONTENT_PAGE_IDENTITY_MAX_LENGTH = 64;

export const isContentPageIdentity = (value: string): boolean =>
  value.length <= CONTENT_PAGE_IDENTITY_MAX_LENGTH && CONTENT_PAGE_IDENTITY_PATTERN.test(value);

/** The identity of the questions list (/questions): the question pages under it are its children. */
export const QUESTIONS_LIST_IDENTITY = 'questions';

/** A child page in its parent's list. */
export interface ContentPageLink {
  readonly identity: string;
  readonly title: string;
  readonly description: string;
}

/** `GET /api/content/pages/{identity}?locale=&kind=`: one published page, its markdown rendered to sanitised HTML. */
export interface ContentPageView {
  readonly identity: string;
  readonly kind: ContentPageKind;
  readonly parentIdentity: string | null;
  /** The locale the texts are in: the asked one, or the first of its fallback chain that has the page. */
  readonly locale: LocaleCode;
  readonly title: string;
  readonly description: string;
  /** The body, rendered from markdown and sanitised on the server. */
  readonly html: string;
  readonly updatedAt: string;
  /** Published children (the questions list's topics), in order. */
  readonly children: readonly ContentPageLink[];
}
