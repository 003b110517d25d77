import { describe, expect, it } from 'vitest';
import { isOpenedInApp } from './modal-history';
import { modalOpening, type ModalLocation } from './modal-opening';

const at = (search: string, state: unknown = null): ModalLocation => ({
  pathname: '/games',
  search,
  hash: '#top',
  state,
});

describe('modalOpening', () => {
  it('pushes a new entry, marked as opened in the app, when no modal is showing', () => {
    const opening = modalOpening(at('?page=2'), 'wallet', 'deposit', false);
    expect(opening.to).toEqual({ pathname: '/games', search: '?page=2&wallet=deposit', hash: '#top' });
    expect(opening.options.replace).toBe(false);
    expect(isOpenedInApp(opening.options.state)).toBe(true);
  });

  it('replaces the entry, keeping its state, when one modal replaces another', () => {
    const state = { modalOpenedInApp: true };
    const opening = modalOpening(at('?sign-in=true&page=2', state), 'sign-up', 'true', true);
    expect(opening.to.search).toBe('?page=2&sign-up=true');
    expect(opening.options).toEqual({ replace: true, state });
  });

  it('keeps the marker off when the page was loaded with the first modal', () => {
    const opening = modalOpening(at('?sign-in=true', null), 'forgot-pass', 'true', true);
    expect(opening.options).toEqual({ replace: true, state: null });
  });

  it('pushes anew over a modal only hidden on the sport route', () => {
    const opening = modalOpening(at('?sign-in=true'), 'sign-in', 'true', false);
    expect(opening.options.replace).toBe(false);
    expect(opening.to.search).toBe('?sign-in=true');
  });

  it('drops a modal key that showed nothing (wallet=foo) and pushes', () => {
    const opening = modalOpening(at('?wallet=foo'), 'sign-in', 'true', false);
    expect(opening.to.search).toBe('?sign-in=true');
    expect(opening.options.replace).toBe(false);
  });
});
