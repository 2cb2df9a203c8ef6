import type { EmbeddingStats } from '@app/common';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api';
import { DebugLogPanel, useDebugLog } from './debug-log';
import { checkCategory, fetchEmbeddingStats, processEmbeddingJobs } from './embedding-test-api';
import { EmbeddingTestView } from './embedding-test-view';

vi.mock('./embedding-test-api', () => ({
  fetchEmbeddingStats: vi.fn(),
  checkCategory: vi.fn(),
  processEmbeddingJobs: vi.fn(),
}));

const stats = (overrides: Partial<EmbeddingStats> = {}): EmbeddingStats => ({
  model: 'local-tfidf-v1-1024-x',
  total_chunks: 40,
  without_embeddings: 10,
  with_embeddings: 30,
  pending_jobs: 10,
  processing_jobs: 0,
  completed_jobs: 30,
  failed_jobs: 0,
  completion_rate: 75,
  categories: [
    { category: 'Offentlig förvaltning', without_embeddings: 7 },
    { category: null, without_embeddings: 3 },
  ],
  ...overrides,
});

const renderView = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <EmbeddingTestView />
    </QueryClientProvider>,
  );

const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('the embedding test page', () => {
  beforeEach(() => {
    vi.mocked(fetchEmbeddingStats).mockReset();
    vi.mocked(checkCategory).mockReset();
    vi.mocked(processEmbeddingJobs).mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('shows the stats grid and the chunks without embeddings per category', async () => {
    vi.mocked(fetchEmbeddingStats).mockResolvedValue(stats());
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Embedding Test Page' })).toBeInTheDocument();
    await screen.findByText('Total Chunks');
    expect(figure('Total Chunks')).toBe('40');
    expect(figure('Without Embeddings')).toBe('10');
    expect(figure('With Embeddings')).toBe('30');
    expect(figure('Pending Jobs')).toBe('10');
    expect(figure('Processing Jobs')).toBe('0');
    expect(figure('Completed Jobs')).toBe('30');
    expect(figure('Failed Jobs')).toBe('0');
    expect(figure('Completion Rate')).toBe('75%');
    const categories = screen.getByRole('region', { name: 'Avsnitt utan embeddings per kategori' });
    expect(
      within(categories)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Offentlig förvaltning7', 'No category3']);
  });

  it("checks 'Offentlig förvaltning' and logs its count", async () => {
    vi.mocked(fetchEmbeddingStats).mockResolvedValue(stats());
    vi.mocked(checkCategory).mockResolvedValue({
      category: 'Offentlig förvaltning',
      total_chunks: 12,
      without_embeddings: 7,
    });
    renderView();
    await userEvent.click(screen.getByRole('button', { name: "Check 'Offentlig förvaltning'" }));
    const log = screen.getByRole('list', { name: 'Debug-logg' });
    expect(
      await within(log).findByText(/Kategorin Offentlig förvaltning: 7 av 12 avsnitt saknar embeddings\./),
    ).toBeInTheDocument();
  });

  it('shows Processing... while the jobs run, logs the result and reads the stats again 2 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(fetchEmbeddingStats).mockResolvedValue(stats());
    let finish: (value: Awaited<ReturnType<typeof processEmbeddingJobs>>) => void = () => {};
    vi.mocked(processEmbeddingJobs).mockReturnValue(
      new Promise((resolve) => {
        finish = resolve;
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderView();
    await screen.findByText('Total Chunks');
    await user.click(screen.getByRole('button', { name: 'Process Jobs' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();

    const after = stats({ without_embeddings: 0, with_embeddings: 40, pending_jobs: 0, completed_jobs: 40 });
    vi.mocked(fetchEmbeddingStats).mockResolvedValue({ ...after, completion_rate: 100, categories: [] });
    await act(async () => finish({ processed: 10, stats: after }));
    expect(await screen.findByText(/Bearbetning klar: 10 jobb bearbetade/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Process Jobs' })).toBeEnabled();
    expect(fetchEmbeddingStats).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1900));
    expect(fetchEmbeddingStats).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(200));
    expect(fetchEmbeddingStats).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Alla avsnitt har embeddings.')).toBeInTheDocument();
    expect(figure('Completion Rate')).toBe('100%');
  });

  it('logs a failure with the server message and clears the log on request', async () => {
    vi.mocked(fetchEmbeddingStats).mockResolvedValue(stats());
    vi.mocked(processEmbeddingJobs).mockRejectedValue(
      new ApiRequestError({ status: 503, message: 'Tjänsten är inte tillgänglig just nu.' }),
    );
    renderView();
    await userEvent.click(screen.getByRole('button', { name: 'Process Jobs' }));
    expect(
      await screen.findByText(/Bearbetningen misslyckades: Tjänsten är inte tillgänglig just nu\./),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Logs' }));
    expect(screen.getByText('Loggen är tom.')).toBeInTheDocument();
  });

  it('says so when the stats cannot be read', async () => {
    vi.mocked(fetchEmbeddingStats).mockRejectedValue(new ApiRequestError({ status: 403, message: 'Nej.' }));
    renderView();
    expect(await screen.findByRole('alert')).toHaveTextContent('Statistiken kunde inte hämtas.');
  });
});

function LogHarness({ messages }: { messages: number }) {
  const { entries, log } = useDebugLog();
  return (
    <>
      <button type="button" onClick={() => Array.from({ length: messages }, (_, i) => log(`rad ${i + 1}`))}>
        Logga
      </button>
      <DebugLogPanel entries={entries} title="Logg" />
    </>
  );
}

describe('the debug log', () => {
  it('keeps the newest 100 entries', async () => {
    render(<LogHarness messages={130} />);
    await userEvent.click(screen.getByRole('button', { name: 'Logga' }));
    const items = within(screen.getByRole('list', { name: 'Logg' })).getAllByRole('listitem');
    expect(items).toHaveLength(100);
    expect(items[0]).toHaveTextContent('rad 31');
    expect(items[99]).toHaveTextContent('rad 130');
  });
});
