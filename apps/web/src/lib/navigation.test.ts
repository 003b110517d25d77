import { describe, expect, it, vi } from 'vitest';
import { classifyNavigation, createNavigator } from './navigation';

const ORIGIN = 'https://luckyorbit.example';

function setup() {
  const environment = {
    origin: () => ORIGIN,
    navigateInternal: vi.fn(),
    leaveTo: vi.fn(),
    warn: vi.fn(),
  };
  return { environment, navigateTo: createNavigator(environment) };
}

describe('classifyNavigation', () => {
  it.each([
    ['/wallet/history?tab=bets#top', { kind: 'internal', path: '/wallet/history?tab=bets#top' }],
    ['de/games', { kind: 'internal', path: '/de/games' }],
    [`${ORIGIN}/bonuses`, { kind: 'internal', path: '/bonuses' }],
    ['https://elsewhere.example/x', { kind: 'external', href: 'https://elsewhere.example/x' }],
    ['//elsewhere.example/x', { kind: 'external', href: 'https://elsewhere.example/x' }],
    ['http://luckyorbit.example/', { kind: 'external', href: 'http://luckyorbit.example/' }],
    ['javascript:alert(1)', { kind: 'invalid' }],
    ['data:text/html,hi', { kind: 'invalid' }],
    ['http://[bad', { kind: 'invalid' }],
  ])('%s', (url, expected) => {
    expect(classifyNavigation(url, ORIGIN)).toEqual(expected);
  });
});

describe('navigateTo', () => {
  it('navigates inside the app without leaving the page', () => {
    const { environment, navigateTo } = setup();
    expect(navigateTo('/profile/info')).toBe(true);
    expect(environment.navigateInternal).toHaveBeenCalledWith('/profile/info', { replace: false });
    expect(environment.leaveTo).not.toHaveBeenCalled();
  });

  it('refuses another site unless allowed, and says so', () => {
    const { environment, navigateTo } = setup();
    expect(navigateTo('https://phishing.example/login')).toBe(false);
    expect(environment.leaveTo).not.toHaveBeenCalled();
    expect(environment.navigateInternal).not.toHaveBeenCalled();
    expect(environment.warn).toHaveBeenCalledWith(expect.stringContaining('refused'), 'https://phishing.example/login');
  });

  it('leaves for another site when explicitly allowed', () => {
    const { environment, navigateTo } = setup();
    expect(navigateTo('https://payments.example/pay?id=1', { allowExternal: true, replace: true })).toBe(true);
    expect(environment.leaveTo).toHaveBeenCalledWith('https://payments.example/pay?id=1', { replace: true });
  });

  it('never runs a javascript: URL, even when external navigation is allowed', () => {
    const { environment, navigateTo } = setup();
    expect(navigateTo('javascript:alert(1)', { allowExternal: true })).toBe(false);
    expect(environment.leaveTo).not.toHaveBeenCalled();
    expect(environment.warn).toHaveBeenCalled();
  });
});
