import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useChat } from '../conversation/use-chat';

/** useChat for the BAB role, inside a fresh query client (returned, to watch its invalidations). */
export const renderChat = (subtopic = 'Ekonomisk prövning') => {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const rendered = renderHook(() => useChat({ category: 'BAB-handläggare', subtopic }), { wrapper });
  return { ...rendered, queryClient };
};

/** Lets the client rate limit pass: the last message was long ago. */
export const forgetRateLimit = () => window.localStorage.clear();
