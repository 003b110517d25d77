import { describe, expect, it } from 'vitest';
import { linkHandling } from './messenger-links';

const ORIGIN = 'https://casino.example';
const anchor = (href: string, target = '', download = false) => ({
  href: new URL(href, ORIGIN).href,
  target,
  hasAttribute: (name: string) => name === 'download' && download,
});

describe('links inside the mini-app', () => {
  it("opens the app's own pages meant for a new window in the app (games, the sportsbook, terms)", () => {
    expect(linkHandling(anchor('/game/orbit-dice', '_blank'), ORIGIN)).toEqual({
      kind: 'in-app',
      path: '/game/orbit-dice',
    });
    expect(linkHandling(anchor('/sport?event=4', '_blank'), ORIGIN)).toEqual({
      kind: 'in-app',
      path: '/sport?event=4',
    });
  });

  it('opens other sites and our hosted payment page through the messenger (openLink)', () => {
    expect(linkHandling(anchor('https://t.me/lucky_orbit_news'), ORIGIN)).toEqual({
      kind: 'messenger',
      href: 'https://t.me/lucky_orbit_news',
    });
    expect(linkHandling(anchor('/provider/payments/sandbox/pay/inv-1?sig=x', '_blank'), ORIGIN)).toEqual({
      kind: 'messenger',
      href: `${ORIGIN}/provider/payments/sandbox/pay/inv-1?sig=x`,
    });
  });

  it('leaves the router its own links, and the browser downloads and other schemes', () => {
    expect(linkHandling(anchor('/games'), ORIGIN)).toEqual({ kind: 'browser' });
    expect(linkHandling(anchor('/static/terms.pdf', '_blank', true), ORIGIN)).toEqual({ kind: 'browser' });
    expect(linkHandling(anchor('mailto:support@casino.example'), ORIGIN)).toEqual({ kind: 'browser' });
  });
});
