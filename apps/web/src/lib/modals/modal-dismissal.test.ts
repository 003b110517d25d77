import { describe, expect, it, vi } from 'vitest';
import { createModalDismissal, isDismissed } from './modal-dismissal';
import { modalSignatureOf } from './modal-query';

describe('modal dismissal on the sport route', () => {
  it('hides exactly the modal that was dismissed', () => {
    const dismissal = createModalDismissal();
    dismissal.dismiss(modalSignatureOf('?sign-in=true'));
    // The widget pushes another /sport URL with the same query: still hidden.
    expect(isDismissed(modalSignatureOf('?page=live&sign-in=true'), dismissal.get())).toBe(true);
    // Another modal, or the same modal with another value, shows.
    expect(isDismissed(modalSignatureOf('?sign-up=true'), dismissal.get())).toBe(false);
    expect(isDismissed(modalSignatureOf('?wallet=withdraw'), modalSignatureOf('?wallet=deposit'))).toBe(false);
  });

  it('shows the modal again once cleared (opened anew)', () => {
    const dismissal = createModalDismissal();
    dismissal.dismiss('sign-in=true');
    dismissal.clear();
    expect(isDismissed('sign-in=true', dismissal.get())).toBe(false);
  });

  it('never counts an empty query as dismissed', () => {
    expect(isDismissed('', '')).toBe(false);
    expect(isDismissed('', null)).toBe(false);
  });

  it('notifies subscribers when the dismissal changes', () => {
    const dismissal = createModalDismissal();
    const listener = vi.fn();
    dismissal.subscribe(listener);
    dismissal.dismiss('sign-in=true');
    dismissal.dismiss('sign-in=true');
    dismissal.clear();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
