import type { Page } from '@playwright/test';

/**
 * Collects everything the page reports as an error: console errors and uncaught exceptions, and
 * console lines matching `alsoMatching` whatever their level (React's hydration warnings).
 */
export function collectPageErrors(page: Page, alsoMatching?: RegExp): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || alsoMatching?.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
