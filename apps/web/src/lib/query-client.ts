import { QueryClient } from '@tanstack/react-query';

/** Settings and content may be reused for 15 minutes (SPEC.md section 9). */
export const SETTINGS_STALE_TIME_MS = 15 * 60 * 1000;

export const queryClient = new QueryClient({
  defaultOptions: {
    // The product sets no retries (SPEC.md section 7): a failure is shown, not hidden.
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
