import type { PublicLegalCase, PublicLegalCaseHit } from '@app/common';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/features/account/testing/render-route';
import {
  fetchPublicCase,
  fetchPublicFilters,
  searchPublicCases,
} from '@/features/legal-database/public-legal-cases-api';
import { ApiRequestError } from '@/lib/api';

vi.mock('@/lib/auth-client', () => import('@/features/auth/testing/fake-auth-client'));
vi.mock('@/features/legal-database/public-legal-cases-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/legal-database/public-legal-cases-api')>()),
  searchPublicCases: vi.fn(),
  fetchPublicFilters: vi.fn(),
  fetchPublicCase: vi.fn(),
}));

const ID = '0d0c3833-c376-4327-9785-7d23f7f0c2ec';
const ruling: PublicLegalCase = {
  id: ID,
  title: 'Trapphiss för att dela sovrum',
  case_number: 'HFD 2099 ref. 1',
  date: '2099-03-15',
  court: 'Högsta förvaltningsdomstolen',
  category: 'Bostadsanpassning',
  editorial_summary: null,
  summary: 'Meningar ur domen om en trapphiss.',
  summary_method: 'extractive',
  content: 'Domstolens hela text om trapphissen.',
  source_url: 'https://domstol.example/dom/1',
};
const hit = (id: string, title: string): PublicLegalCaseHit => ({
  id,
  title,
  case_number: `HFD 2099 ref. ${id.slice(0, 1)}`,
  date: '2099-03-15',
  court: 'Högsta förvaltningsdomstolen',
  category: null,
  summary_method: null,
  source_url: null,
  preview: `Förhandsvisning av ${title}`,
});

describe('/rattsdatabas, the open legal database', () => {
  beforeEach(() => {
    vi.mocked(fetchPublicFilters)
      .mockReset()
      .mockResolvedValue({ available: 7, courts: ['Högsta förvaltningsdomstolen'], categories: [] });
    vi.mocked(searchPublicCases)
      .mockReset()
      .mockResolvedValue({ cases: [hit(ID, 'Trapphiss för att dela sovrum')], page: 1, next_page: 2 });
    vi.mocked(fetchPublicCase).mockReset().mockResolvedValue(ruling);
  });

  it('searches from the address with the Swedish parameters, and links every hit to its page', async () => {
    const { user, router } = renderRoute(
      '/rattsdatabas?q=trapphiss&domstol=H%C3%B6gsta%20f%C3%B6rvaltningsdomstolen',
    );
    expect(await screen.findByText('7 rättsfall att söka bland.')).toBeInTheDocument();
    const hits = await screen.findByRole('list', { name: 'Sökträffar' });
    const link = within(hits).getByRole('link', { name: 'Trapphiss för att dela sovrum' });
    expect(link).toHaveAttribute('href', '/rattsdatabas/praxis/hfd-2099-ref-0');
    expect(searchPublicCases).toHaveBeenLastCalledWith(
      {
        params: { q: 'trapphiss', court: 'Högsta förvaltningsdomstolen', category: 'all', from: '', to: '' },
        page: 1,
      },
      expect.anything(),
    );
    // The filters open when the address holds one, filled in from it.
    expect(screen.getByLabelText('Domstol')).toHaveValue('Högsta förvaltningsdomstolen');

    await user.click(screen.getByRole('button', { name: 'Nästa sida' }));
    expect(router.state.location.search).toBe(
      '?q=trapphiss&domstol=H%C3%B6gsta+f%C3%B6rvaltningsdomstolen&sida=2',
    );

    const box = screen.getByLabelText('Sök på målnummer, titel eller innehåll');
    await user.clear(box);
    await user.type(box, 'ramp');
    await user.click(screen.getByRole('button', { name: 'Sök' }));
    // A new search starts on its first page.
    expect(router.state.location.search).toBe('?q=ramp&domstol=H%C3%B6gsta+f%C3%B6rvaltningsdomstolen');
  });

  it('says the database and its API are open now, with the API addresses as code and a link to /api/docs', async () => {
    renderRoute('/rattsdatabas');
    const api = await screen.findByRole('region', { name: 'Öppet API' });
    expect(api).toHaveTextContent('kostnadsfritt och utan konto');
    expect(within(api).getByText('GET /api/rattsfall').tagName).toBe('CODE');
    expect(within(api).getByText('GET /api/rattsfall/{id}').tagName).toBe('CODE');
    expect(within(api).getByRole('link', { name: '/api/docs' })).toHaveAttribute('href', '/api/docs');
    expect(screen.getByRole('main')).not.toHaveTextContent(/planerad|försenad|kvartalet/);
  });

  it('says when nothing was found', async () => {
    vi.mocked(searchPublicCases).mockResolvedValue({ cases: [], page: 1, next_page: null });
    renderRoute('/rattsdatabas?q=ub%C3%A5tshamn');
    expect(await screen.findByText('Inga rättsfall hittades')).toBeInTheDocument();
  });
});

describe('/rattsdatabas/praxis/{slug}, one ruling', () => {
  beforeEach(() => {
    vi.mocked(fetchPublicCase).mockReset().mockResolvedValue(ruling);
  });

  it('shows the title, the facts, the summary with how it was made, the text and the source', async () => {
    renderRoute('/rattsdatabas/praxis/hfd-2099-ref-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trapphiss för att dela sovrum' }),
    ).toBeInTheDocument();
    expect(fetchPublicCase).toHaveBeenCalledWith('hfd-2099-ref-1', expect.anything());
    expect(screen.getByText('HFD 2099 ref. 1')).toBeInTheDocument();
    expect(screen.getByText('15 mars 2099')).toBeInTheDocument();
    expect(
      screen.getByText('Utdrag: meningar valda ur avgörandets egen text (ingen språkmodell är konfigurerad)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Meningar ur domen om en trapphiss.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Avgörandets text' })).toHaveTextContent(
      'Domstolens hela text om trapphissen.',
    );
    expect(screen.getByRole('link', { name: /Visa i originalkällan/ })).toHaveAttribute(
      'href',
      'https://domstol.example/dom/1',
    );
  });

  it('keeps our own summary apart from a summary made in the service, and calls neither the text', async () => {
    vi.mocked(fetchPublicCase).mockResolvedValue({
      ...ruling,
      editorial_summary: 'Vår egen sammanfattning av trapphissmålet.',
      content: 'Vår egen sammanfattning av trapphissmålet.',
      summary: 'En AI-sammanfattning av trapphissmålet.',
      summary_method: 'model',
    });
    renderRoute('/rattsdatabas/praxis/hfd-2099-ref-1');
    const ours = await screen.findByRole('region', { name: 'Vår sammanfattning' });
    expect(ours).toHaveTextContent('Sammanfattning skriven av Handläggarstöd, inte domstolens text');
    expect(ours).toHaveTextContent('Vår egen sammanfattning av trapphissmålet.');
    const made = screen.getByRole('region', { name: 'Sammanfattning' });
    expect(made).toHaveTextContent('AI-sammanfattning skriven av språkmodellen');
    expect(made).toHaveTextContent('En AI-sammanfattning av trapphissmålet.');
    expect(screen.queryByRole('region', { name: 'Avgörandets text' })).not.toBeInTheDocument();
  });

  it('is the 404 page for a slug that names no ruling', async () => {
    vi.mocked(fetchPublicCase).mockRejectedValue(
      new ApiRequestError({ status: 404, code: 'not_found', message: 'Rättsfallet finns inte.' }),
    );
    renderRoute('/rattsdatabas/praxis/hfd-1899-ref-0');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sidan kunde inte hittas' }),
    ).toBeInTheDocument();
  });
});
