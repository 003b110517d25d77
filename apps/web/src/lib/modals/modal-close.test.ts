import { describe, expect, it } from 'vitest';
import { isSportPath, planModalClose, type ModalCloseContext } from './modal-close';
import { isOpenedInApp, OPENED_IN_APP_STATE, readHistoryIndex } from './modal-history';

const context = (change: Partial<ModalCloseContext>): ModalCloseContext => ({
  key: 'sign-in',
  pathname: '/games',
  search: '?sign-in=true&page=2',
  openedInApp: false,
  historyIndex: 0,
  ...change,
});

describe('isSportPath', () => {
  it.each(['/sport', '/sport/football/england/premier-league/1-a-b', '/de/sport', '/pt-br/sport/event/5'])(
    '%s is the sport route',
    (path) => {
      expect(isSportPath(path)).toBe(true);
    },
  );

  it.each(['/', '/sports', '/games/sport', '/de/games', '/xx/sport'])('%s is not', (path) => {
    expect(isSportPath(path)).toBe(false);
  });
});

describe('planModalClose', () => {
  it('goes back when the modal was opened in the app', () => {
    expect(planModalClose(context({ openedInApp: true, historyIndex: 3 }))).toEqual({ kind: 'back' });
  });

  it('drops the key in place when the page was loaded with it', () => {
    expect(planModalClose(context({ openedInApp: false, historyIndex: 2 }))).toEqual({
      kind: 'replace',
      search: '?page=2',
    });
  });

  it('never goes back from the first entry of the visit, even if marked', () => {
    expect(planModalClose(context({ openedInApp: true, historyIndex: 0 }))).toEqual({
      kind: 'replace',
      search: '?page=2',
    });
  });

  it('removes an alias spelling too', () => {
    expect(planModalClose(context({ key: 'telegram-news', search: '?tg-news=true' }))).toEqual({
      kind: 'replace',
      search: '',
    });
  });

  it.each(['/sport/football', '/de/sport', '/sport'])(
    'on %s only hides the modal: the key stays in the URL',
    (pathname) => {
      expect(planModalClose(context({ pathname, openedInApp: true, historyIndex: 4 }))).toEqual({ kind: 'hide' });
      expect(planModalClose(context({ pathname }))).toEqual({ kind: 'hide' });
    },
  );

  it('does nothing for a key that is not open', () => {
    expect(planModalClose(context({ key: 'wallet' }))).toEqual({ kind: 'none' });
    expect(planModalClose(context({ search: '' }))).toEqual({ kind: 'none' });
  });
});

describe('history state', () => {
  it('recognises the marker of an entry pushed by opening a modal', () => {
    expect(isOpenedInApp(OPENED_IN_APP_STATE)).toBe(true);
    expect(isOpenedInApp({ modalOpenedInApp: 'yes' })).toBe(false);
    expect(isOpenedInApp(null)).toBe(false);
    expect(isOpenedInApp(undefined)).toBe(false);
  });

  it("reads the router's entry index, 0 when absent or odd", () => {
    expect(readHistoryIndex({ usr: null, key: 'k', idx: 5 })).toBe(5);
    expect(readHistoryIndex({ idx: '5' })).toBe(0);
    expect(readHistoryIndex(null)).toBe(0);
  });
});
