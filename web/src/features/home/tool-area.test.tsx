import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_AREAS_PATH } from '@/features/chat/composer/chat-areas';
import { dataWarningKey } from '@/features/chat/composer/data-warning';
import { chatAreasFixture, jsonResponse } from '@/features/chat/testing/chat-fixtures';
import { CHAT_AREAS_QUERY_KEY } from '@/lib/query-keys';
import { ToolArea } from './tool-area';
import { TOOL_AREA_PATH } from './tool-area-id';

const renderArea = () => {
  const queryClient = new QueryClient();
  // The areas are already known, as they are once the page has loaded.
  queryClient.setQueryData(CHAT_AREAS_QUERY_KEY, chatAreasFixture().areas);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[TOOL_AREA_PATH]}>
        <ToolArea />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

describe('ToolArea', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
      String(input) === CHAT_AREAS_PATH ? jsonResponse(200, chatAreasFixture()) : jsonResponse(404, {}),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it("puts the focus in the question field on 'Gå till verktyget', the only role preselected", async () => {
    window.localStorage.setItem(dataWarningKey(), 'true');
    renderArea();
    await waitFor(() => expect(screen.getByLabelText('Din fråga')).toHaveFocus());
  });

  it('focuses the area instead while the data warning waits to be read', async () => {
    renderArea();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Chattverktyget' })).toHaveFocus());
    expect(screen.getByText(/Viktigt om dataskydd/)).toBeInTheDocument();
  });
});
