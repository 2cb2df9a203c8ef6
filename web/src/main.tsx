import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { removeServerSeo } from '@/components/seo';
import { Toaster } from '@/components/toaster';
import { AppErrorBoundary } from '@/features/errors/app-error-boundary';
import { registerGlobalErrorHandlers } from '@/lib/error-log';
import { createQueryClient } from '@/lib/query-client';
import { startSecurityAudits } from '@/lib/security-monitor';
import { createAppRouter } from './router';
import './styles.css';

registerGlobalErrorHandlers();
startSecurityAudits();
removeServerSeo();

const rootElement = document.getElementById('root');
if (!rootElement) {
  throw new Error('The #root element is missing from index.html');
}

const queryClient = createQueryClient();
const router = createAppRouter();

createRoot(rootElement).render(
  <StrictMode>
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </AppErrorBoundary>
  </StrictMode>,
);
