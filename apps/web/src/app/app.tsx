// Tokens and base styles first: component styles that follow may refine them.
import './app.css';
import '@/components/ui/button.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { router } from './router';
import { SessionProvider, startSession } from './session';

// Before the first render: a stored session counts as logged in while it is restored, so the
// first screen already shows the player's view (and the modal rules see a player).
startSession();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>
  );
}
