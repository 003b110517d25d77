/**
 * The web app's one way to write to the browser console, so `no-console` stays on elsewhere and
 * a later error-reporting service has one place to hook into.
 */
/* eslint-disable no-console -- this module is the sanctioned console writer */
export const logger = {
  warn: (message: string, ...details: unknown[]): void => {
    console.warn(`[casino] ${message}`, ...details);
  },
  error: (message: string, ...details: unknown[]): void => {
    console.error(`[casino] ${message}`, ...details);
  },
};
