// Tokens and base styles first: component styles that follow may refine them.
import './app.css';
import '@/components/ui/button.css';
import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from '@/lib/query-client';
import type { AppRouter } from './router';
import { SessionProvider, startRealtimeClient, startSession } from './session';

// Before the first render: a stored session counts as logged in while it is restored, so the
// first screen already shows the player's view (and the modal rules see a player).
startSession();

export function App({ router }: { readonly router: AppRouter }) {
  // After mount: the real-time client loads in its own chunk, off the first screen's budget.
  useEffect(startRealtimeClient, []);
  // The page answers clicks from here on (a prerendered page is visible before): tests wait for it.
  useEffect(() => document.documentElement.setAttribute('data-app-ready', ''), []);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>
  );
}
