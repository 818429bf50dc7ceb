import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrandlensError } from './api';
import { createAppRouter } from './router';
import { sessionQuery } from './queries';
import './index.css';

/** A session that ends while a page is open (signed out elsewhere, expired) sends the user to sign in again. */
function onApiError(error: unknown) {
  if (error instanceof BrandlensError && error.status === 401) {
    queryClient.setQueryData(sessionQuery.queryKey, null);
    void router.navigate({ to: '/login', search: { redirect: window.location.pathname + window.location.search } });
  }
}

const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: onApiError }),
  mutationCache: new MutationCache({ onError: onApiError }),
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      retry: (failures, error) => !(error instanceof BrandlensError && error.status < 500) && failures < 2,
    },
  },
});
const router = createAppRouter(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
