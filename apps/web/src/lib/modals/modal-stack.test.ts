import { describe, expect, it, vi } from 'vitest';
import { createModalStack } from './modal-stack';

describe('modal stack', () => {
  it('starts at z-index 1000 and rises by 2 per open modal', () => {
    const stack = createModalStack();
    expect(stack.push('a')).toBe(1000);
    expect(stack.push('b')).toBe(1002);
    expect(stack.push('c')).toBe(1004);
    expect(stack.size).toBe(3);
  });

  it('puts a modal opened later above the top, even after one below closed', () => {
    const stack = createModalStack();
    stack.push('a');
    stack.push('b');
    stack.remove('a');
    expect(stack.push('c')).toBe(1004);
    expect(stack.zIndexOf('b')).toBe(1002);
  });

  it('starts again at 1000 once every modal closed', () => {
    const stack = createModalStack();
    stack.push('a');
    stack.push('b');
    stack.remove('b');
    stack.remove('a');
    expect(stack.push('c')).toBe(1000);
  });

  it('keeps the place of a modal pushed twice and forgets removed ones', () => {
    const stack = createModalStack();
    stack.push('a');
    expect(stack.push('a')).toBe(1000);
    stack.remove('a');
    expect(stack.zIndexOf('a')).toBeUndefined();
  });

  it('tells subscribers about changes only', () => {
    const stack = createModalStack();
    const listener = vi.fn();
    const unsubscribe = stack.subscribe(listener);
    stack.push('a');
    stack.push('a');
    stack.remove('b');
    stack.remove('a');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    stack.push('c');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
