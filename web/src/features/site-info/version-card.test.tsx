import type { Changelog, VersionInfo } from '@app/common';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api';
import { fetchChangelog, fetchVersionInfo } from './site-info-api';
import { VersionCard } from './version-card';
import { VERSION_ERROR_TEXT } from './version-fallback';

vi.mock('./site-info-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./site-info-api')>()),
  fetchVersionInfo: vi.fn(),
  fetchChangelog: vi.fn(),
}));

const VERSION: VersionInfo = {
  version: '0.7.0',
  model: 'Extraktiv (ingen språkmodell)',
  modelDate: '2026-11-25',
  embeddingModel: 'local-tfidf-v1-1024-abcdef12',
  systemUpdate: '2026-11-25',
};

const CHANGELOG: Changelog = {
  latest: { version: '0.7.0', date: '2026-11-25', changes: ['Ett', 'Två', 'Tre', 'Fyra'] },
  history: [
    {
      version: '0.7.0',
      date: '2026-11-25',
      description: 'Säkerhet.',
      changes: ['Ett', 'Två', 'Tre', 'Fyra'],
      migrations: [
        { tag: '0009_auth_event_context', description: 'nätverket.', createdAt: '2026-11-25T11:02:24.056Z' },
      ],
    },
    { version: '0.6.0', date: '2026-11-24', description: 'Svar.', changes: ['Fem'] },
  ],
};

const renderCard = () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <VersionCard />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Version' });
};

const shownValue = (card: HTMLElement, term: string) =>
  within(card).getByText(term).nextElementSibling?.textContent;

describe('version card', () => {
  beforeEach(() => {
    vi.mocked(fetchVersionInfo).mockReset().mockResolvedValue(VERSION);
    vi.mocked(fetchChangelog).mockReset().mockResolvedValue(CHANGELOG);
  });

  it('shows the served version and models, and the first 3 changes of the latest release', async () => {
    const card = renderCard();
    expect(await within(card).findByText('0.7.0')).toBeInTheDocument();
    expect(shownValue(card, 'AI-modell')).toBe('Extraktiv (ingen språkmodell)');
    expect(shownValue(card, 'Modelldatum')).toBe('25 november 2026');
    expect(shownValue(card, 'Inbäddningsmodell')).toBe('local-tfidf-v1-1024-abcdef12');
    expect(shownValue(card, 'Senaste uppdatering')).toBe('25 november 2026');
    expect(within(card).queryByText(VERSION_ERROR_TEXT)).not.toBeInTheDocument();
    expect(await within(card).findByText('Senaste versionen: 0.7.0 (25 november 2026)')).toBeInTheDocument();
    expect(within(card).getByText('Tre')).toBeInTheDocument();
    expect(within(card).queryByText('Fyra')).not.toBeInTheDocument();
  });

  it('says "Ej angivet" for a configured model without a date', async () => {
    vi.mocked(fetchVersionInfo).mockResolvedValue({ ...VERSION, model: 'example-model', modelDate: null });
    const card = renderCard();
    expect(await within(card).findByText('example-model')).toBeInTheDocument();
    expect(shownValue(card, 'Modelldatum')).toBe('Ej angivet');
  });

  it('counts the sources the server holds, and leaves the row out when it is not sent', async () => {
    vi.mocked(fetchVersionInfo).mockResolvedValue({
      ...VERSION,
      sources: { statutes: 12, rulings: 31, preparatoryWorks: 1 },
    });
    const card = renderCard();
    await within(card).findByText('Källor');
    expect(shownValue(card, 'Källor')).toBe('12 författningar, 31 avgöranden, 1 proposition');
  });

  it('shows the error text and the fallback values when the version cannot be loaded', async () => {
    vi.mocked(fetchVersionInfo).mockRejectedValue(new ApiRequestError({ status: 503, message: 'Nere' }));
    const card = renderCard();
    expect(await within(card).findByRole('alert')).toHaveTextContent(VERSION_ERROR_TEXT);
    expect(shownValue(card, 'Systemversion')).toBe('1.0.0');
    expect(shownValue(card, 'AI-modell')).toBe('GPT-4o-mini');
    expect(shownValue(card, 'Modelldatum')).toBe('18 juli 2024');
    expect(shownValue(card, 'Inbäddningsmodell')).toBe('text-embedding-3-small');
    expect(shownValue(card, 'Senaste uppdatering')).toBe('5 januari 2025');
    expect(within(card).queryByText('Källor')).not.toBeInTheDocument();
  });

  it('opens the whole changelog with each release and its migrations', async () => {
    const card = renderCard();
    await userEvent
      .setup()
      .click(await within(card).findByRole('button', { name: 'Visa hela ändringsloggen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ändringslogg' });
    expect(within(dialog).getByRole('heading', { name: 'Version 0.6.0' })).toBeInTheDocument();
    expect(within(dialog).getByText('0009_auth_event_context')).toBeInTheDocument();
    expect(within(dialog).getByText('Fyra')).toBeInTheDocument();
  });

  it('says so when the changelog cannot be loaded', async () => {
    vi.mocked(fetchChangelog).mockRejectedValue(new Error('offline'));
    const card = renderCard();
    expect(await within(card).findByText('Ändringsloggen kunde inte laddas.')).toBeInTheDocument();
  });
});
