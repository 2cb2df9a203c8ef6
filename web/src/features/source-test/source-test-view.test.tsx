import type { RetrievedSource } from '@app/common';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api';
import { runSourceTest, SOURCE_TEST_QUERY } from './source-test-api';
import { SourceTestView } from './source-test-view';

vi.mock('./source-test-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./source-test-api')>()),
  runSourceTest: vi.fn(),
}));

const chunk = (id: string, source: string, overrides: Partial<RetrievedSource> = {}): RetrievedSource => ({
  id,
  title: `Avsnitt ${id}`,
  snippet: 'Bidrag lämnas för att anpassa fasta funktioner.',
  content: 'Bidrag lämnas för att anpassa fasta funktioner.',
  source,
  category: 'Lag',
  subtopic: null,
  score_pct: '87%',
  similarity: 0.87,
  file_name: 'sfs-2018-222.md',
  source_url: null,
  method: 'hybrid',
  date: null,
  section_reference: '5 §',
  sfs_number: '2018:222',
  section: '5',
  source_class: 'bab',
  version_stamp: null,
  ...overrides,
});

const renderView = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SourceTestView />
    </QueryClientProvider>,
  );

describe('the source test page', () => {
  beforeEach(() => vi.mocked(runSourceTest).mockReset());

  it('runs the fixed query and shows the chunks, the unique sources and the raw JSON', async () => {
    vi.mocked(runSourceTest).mockResolvedValue({
      results: [
        chunk('a', 'Lag (2018:222)', { subtopic: 'Badrum och hygienutrymmen' }),
        chunk('b', 'Lag (2018:222)', { category: null }),
        chunk('c', 'Förordning (2018:224)'),
      ],
      total_sources: 3,
      bab_sources: 3,
      complementary_sources: 0,
      paragraph_section: null,
    });
    renderView();
    expect(screen.getByText(SOURCE_TEST_QUERY)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kör källsökning' }));

    expect(await screen.findByText('Hittade avsnitt: 3')).toBeInTheDocument();
    expect(screen.getByText('Unika källor: 2')).toBeInTheDocument();
    const chunks = within(screen.getByRole('region', { name: 'Avsnitt' })).getAllByRole('listitem');
    expect(chunks).toHaveLength(3);
    expect(within(chunks[0] as HTMLElement).getByText('Badrum och hygienutrymmen')).toBeInTheDocument();
    expect(within(chunks[1] as HTMLElement).getByText('Ej kategoriserad')).toBeInTheDocument();
    expect(within(chunks[2] as HTMLElement).getByText('87%')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Källor som JSON' })).toHaveTextContent('"id": "c"');
  });

  it('says so when the search fails', async () => {
    vi.mocked(runSourceTest).mockRejectedValueOnce(
      new ApiRequestError({ status: 503, message: 'Tjänsten är inte tillgänglig.' }),
    );
    renderView();
    await userEvent.click(screen.getByRole('button', { name: 'Kör källsökning' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Källsökningen misslyckades.');
  });
});
