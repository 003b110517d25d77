import { describe, expect, it } from 'vitest';
import { inAppLinkTarget, localizeContentLinks } from './content-html';

describe('localizeContentLinks', () => {
  const html =
    '<p>See <a href="/static/privacy">privacy</a>, <a href="/">home</a>, <a href="https://gamcare.org.uk" rel="noopener noreferrer nofollow" target="_blank">GamCare</a> and <a href="mailto:help@example.com">mail</a>.</p>';

  it('keeps a German reader in German: links to this site get the locale prefix, others stay as they are', () => {
    expect(localizeContentLinks(html, 'de')).toBe(
      '<p>See <a href="/de/static/privacy">privacy</a>, <a href="/de">home</a>, <a href="https://gamcare.org.uk" rel="noopener noreferrer nofollow" target="_blank">GamCare</a> and <a href="mailto:help@example.com">mail</a>.</p>',
    );
  });

  it('changes nothing in English (no prefix), nor a protocol-relative address', () => {
    expect(localizeContentLinks(html, 'en')).toBe(html);
    expect(localizeContentLinks('<a href="//evil.example/x">x</a>', 'de')).toBe('<a href="//evil.example/x">x</a>');
  });
});

/** An anchor as far as inAppLinkTarget looks at one. */
const anchor = (href: string, attributes: Record<string, string> = {}) =>
  ({
    target: attributes.target ?? '',
    hasAttribute: (name: string) => name in attributes,
    getAttribute: (name: string) => (name === 'href' ? href : (attributes[name] ?? null)),
  }) as unknown as HTMLAnchorElement;
const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

describe('inAppLinkTarget', () => {
  it('opens a plain click on a link to this site in the app (no page load)', () => {
    expect(inAppLinkTarget(click, anchor('/de/static/privacy'))).toBe('/de/static/privacy');
  });

  it('leaves the browser to it for other sites, new tabs, modifier keys, other buttons and downloads', () => {
    expect(inAppLinkTarget(click, anchor('https://gamcare.org.uk', { target: '_blank' }))).toBeUndefined();
    expect(inAppLinkTarget(click, anchor('https://gamcare.org.uk'))).toBeUndefined();
    expect(inAppLinkTarget(click, anchor('//evil.example/x'))).toBeUndefined();
    expect(inAppLinkTarget(click, anchor('mailto:help@example.com'))).toBeUndefined();
    expect(inAppLinkTarget({ ...click, ctrlKey: true }, anchor('/static/terms'))).toBeUndefined();
    expect(inAppLinkTarget({ ...click, metaKey: true }, anchor('/static/terms'))).toBeUndefined();
    expect(inAppLinkTarget({ ...click, button: 1 }, anchor('/static/terms'))).toBeUndefined();
    expect(inAppLinkTarget({ ...click, defaultPrevented: true }, anchor('/static/terms'))).toBeUndefined();
    expect(inAppLinkTarget(click, anchor('/files/terms.pdf', { download: '' }))).toBeUndefined();
    expect(inAppLinkTarget(click, null)).toBeUndefined();
  });
});
