import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * The markdown renderer of the content pages (SPEC.md section 2). Two layers, so neither alone has
 * to be perfect: markdown-it with raw HTML switched off (a `<script>` in the markdown is text) and
 * its link check (no javascript:, vbscript:, file: or data: addresses), then sanitize-html with an
 * allowlist of the tags markdown makes, so nothing else can reach the page whatever the store holds.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: false });

/** The page's title is its h1: a `#` heading in the body becomes an h2. */
const HEADINGS = ['h2', 'h3', 'h4', 'h5', 'h6'];

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...HEADINGS,
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    's',
    'del',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    ol: ['start'],
    th: ['style'],
    td: ['style'],
  },
  // markdown-it aligns table columns with an inline style; nothing else may be styled.
  allowedStyles: { th: { 'text-align': [/^(left|right|center)$/] }, td: { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({ tagName, attribs: linkAttributes(attribs) }),
  },
};

/**
 * A link to this site (a path) opens here; any other opens in a new tab without giving the other
 * site a handle on this one (`noopener`), the address it came from (`noreferrer`), or our
 * endorsement (`nofollow`).
 */
function linkAttributes(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const href = attribs.href ?? '';
  const title: sanitizeHtml.Attributes = attribs.title === undefined ? {} : { title: attribs.title };
  if (href.startsWith('/') && !href.startsWith('//')) return { href, ...title };
  if (href.startsWith('#')) return { href, ...title };
  if (/^(mailto|tel):/i.test(href)) return { href, ...title };
  return { href, ...title, rel: 'noopener noreferrer nofollow', target: '_blank' };
}

/** The body of a content page as HTML a browser may show as it is. */
export function renderContentMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), SANITIZE_OPTIONS).trim();
}
