import { describe, expect, it } from 'vitest';
import { createScrollLock, type ScrollRoot } from './scroll-lock';

const makeRoot = (): ScrollRoot => ({ style: { overflow: 'auto', paddingRight: '2px' } });

describe('page scroll lock', () => {
  it('locks while a dialog is open and restores the page styles after', () => {
    const root = makeRoot();
    const lock = createScrollLock(() => root);
    const unlock = lock.lock(15);
    expect(root.style).toEqual({ overflow: 'hidden', paddingRight: '15px' });
    unlock();
    expect(root.style).toEqual({ overflow: 'auto', paddingRight: '2px' });
    expect(lock.isLocked).toBe(false);
  });

  it('stays locked until the last of two stacked dialogs closes', () => {
    const root = makeRoot();
    const lock = createScrollLock(() => root);
    const unlockFirst = lock.lock(0);
    const unlockSecond = lock.lock(0);
    unlockFirst();
    expect(root.style.overflow).toBe('hidden');
    unlockFirst();
    expect(lock.isLocked).toBe(true);
    unlockSecond();
    expect(root.style.overflow).toBe('auto');
  });

  it('adds no padding when the page has no scrollbar', () => {
    const root = makeRoot();
    createScrollLock(() => root).lock(0);
    expect(root.style.paddingRight).toBe('2px');
  });
});
