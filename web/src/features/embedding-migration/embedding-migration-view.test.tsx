import type { EmbeddingMigrationStatus } from '@app/common';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchMigrationStatus, migrateEmbeddings } from './embedding-migration-api';
import { EmbeddingMigrationView } from './embedding-migration-view';

vi.mock('./embedding-migration-api', () => ({ fetchMigrationStatus: vi.fn(), migrateEmbeddings: vi.fn() }));

const status = (overrides: Partial<EmbeddingMigrationStatus> = {}): EmbeddingMigrationStatus => ({
  source_model: 'text-embedding-3-small',
  target_model: 'local-tfidf-v1-1024-x',
  target_embeddings: 0,
  completed_jobs: 40,
  chunks_with_embeddings: 38,
  ...overrides,
});

const renderView = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <EmbeddingMigrationView />
    </QueryClientProvider>,
  );

const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('the embedding migration page', () => {
  beforeEach(() => {
    vi.mocked(fetchMigrationStatus).mockReset();
    vi.mocked(migrateEmbeddings).mockReset();
  });

  it('shows the three counts, migrates and shows the result card with the counts after', async () => {
    vi.mocked(fetchMigrationStatus).mockResolvedValue(status());
    vi.mocked(migrateEmbeddings).mockResolvedValue({
      success: true,
      migrated: 38,
      available: 38,
      error: null,
      status: status({ target_embeddings: 38 }),
    });
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Embedding Migration Test' })).toBeInTheDocument();
    await screen.findByText('Embeddings i målmodellen');
    expect(figure('Embeddings i målmodellen')).toBe('0');
    expect(figure('Slutförda jobb')).toBe('40');
    expect(figure('Avsnitt med embeddings')).toBe('38');

    await userEvent.click(screen.getByRole('button', { name: 'Migrera embeddings' }));
    const card = await screen.findByRole('region', { name: 'Migreringen lyckades' });
    expect(card).toHaveTextContent('Migrerade: 38');
    expect(card).toHaveTextContent('Tillgängliga: 38');
    expect(figure('Embeddings i målmodellen')).toBe('38');
    expect(
      within(screen.getByRole('list', { name: 'Logg' })).getByText(
        /Migrering klar: 38 av 38 avsnitt migrerade\./,
      ),
    ).toBeInTheDocument();
  });

  it('shows a failed migration with its error', async () => {
    vi.mocked(fetchMigrationStatus).mockResolvedValue(status({ target_model: null }));
    vi.mocked(migrateEmbeddings).mockResolvedValue({
      success: false,
      migrated: 0,
      available: 38,
      error: 'Det finns ingen annan embeddingmodell att migrera till.',
      status: status({ target_model: null }),
    });
    renderView();
    expect(await screen.findByText(/Det finns ingen annan modell att migrera till\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Migrera embeddings' }));
    const card = await screen.findByRole('region', { name: 'Migreringen misslyckades' });
    expect(card).toHaveTextContent('Migrerade: 0');
    expect(card).toHaveTextContent('Fel: Det finns ingen annan embeddingmodell att migrera till.');
  });

  it('checks the status again on request', async () => {
    vi.mocked(fetchMigrationStatus).mockResolvedValue(status());
    renderView();
    await screen.findByText('Embeddings i målmodellen');
    vi.mocked(fetchMigrationStatus).mockResolvedValue(status({ target_embeddings: 12 }));
    await userEvent.click(screen.getByRole('button', { name: 'Kontrollera status' }));
    await vi.waitFor(() => expect(figure('Embeddings i målmodellen')).toBe('12'));
    expect(screen.getAllByText(/^Status: /)).toHaveLength(2);
  });
});
