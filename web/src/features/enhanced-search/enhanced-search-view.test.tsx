import { ENHANCED_SEARCH_EMPTY_QUERY } from '@app/common';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api';
import { runEnhancedSearch } from './enhanced-search-api';
import { EnhancedSearchView } from './enhanced-search-view';

vi.mock('./enhanced-search-api', () => ({ runEnhancedSearch: vi.fn() }));

const renderView = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <EnhancedSearchView />
    </QueryClientProvider>,
  );

describe('the enhanced search page', () => {
  beforeEach(() => vi.mocked(runEnhancedSearch).mockReset());

  it('refuses a blank query with the spec text and calls nothing', async () => {
    renderView();
    const button = screen.getByRole('button', { name: 'Sök' });
    expect(button).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Sökfråga'));
    await userEvent.paste('   ');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(ENHANCED_SEARCH_EMPTY_QUERY);
    expect(button).toBeDisabled();
    expect(runEnhancedSearch).not.toHaveBeenCalled();
  });

  it('runs the trimmed query and shows both queries, the time, the sources and the table', async () => {
    vi.mocked(runEnhancedSearch).mockResolvedValue({
      question: 'hissanpassning',
      expanded_query: 'hissanpassning hiss anpassning',
      timestamp: '2026-03-02T09:05:00.000Z',
      sources: ['Lag (2018:222) om bostadsanpassningsbidrag', 'Boverkets handbok'],
      results: [
        {
          title: '5 §',
          source: 'Lag (2018:222) om bostadsanpassningsbidrag',
          category: 'Lag',
          snippet: 'Bidrag lämnas för att anpassa fasta funktioner.',
          score_pct: '91%',
        },
        {
          title: 'Hissar',
          source: 'Boverkets handbok',
          category: null,
          snippet: 'En hiss…',
          score_pct: '40%',
        },
      ],
    });
    renderView();
    await userEvent.click(screen.getByLabelText('Sökfråga'));
    await userEvent.paste('  hissanpassning  ');
    await userEvent.click(screen.getByRole('button', { name: 'Sök' }));

    const query = await screen.findByRole('region', { name: 'Frågan' });
    expect(vi.mocked(runEnhancedSearch).mock.calls[0]?.[0]).toBe('hissanpassning');
    expect(query).toHaveTextContent('Ursprunglig frågahissanpassning');
    expect(query).toHaveTextContent('Utökad frågahissanpassning hiss anpassning');
    expect(within(query).getByText(/2 mars 2026 kl\. 10:05/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Källor (2)' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('91%');
    expect(within(rows[2] as HTMLElement).getByText('Ej kategoriserad')).toBeInTheDocument();
  });

  it("shows a failed search under 'Fel uppstod:'", async () => {
    vi.mocked(runEnhancedSearch).mockRejectedValueOnce(
      new ApiRequestError({ status: 403, message: 'Du har inte behörighet att visa denna sida.' }),
    );
    renderView();
    await userEvent.click(screen.getByLabelText('Sökfråga'));
    await userEvent.paste('trapphiss');
    await userEvent.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Fel uppstod:');
    expect(alert).toHaveTextContent('Du har inte behörighet att visa denna sida.');
  });
});
