import type { LegalCase, Profile } from '@app/common';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchProfile } from '@/features/account/account-api';
import { renderRoute } from '@/features/account/testing/render-route';
import {
  type FakeUser,
  resetFakeAuthClient,
  setFakeSession,
  TEST_USER,
} from '@/features/auth/testing/fake-auth-client';
import {
  fetchLatestScrapeJob,
  fetchOverview,
  searchCases,
} from '@/features/legal-database-dev/legal-cases-api';
import { LegalDatabaseDevPage } from './legal-database-dev-page';

vi.mock('@/lib/auth-client', () => import('@/features/auth/testing/fake-auth-client'));
vi.mock('@/features/account/account-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/account/account-api')>()),
  fetchProfile: vi.fn(),
}));
vi.mock('@/features/legal-database-dev/legal-cases-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/legal-database-dev/legal-cases-api')>()),
  searchCases: vi.fn(),
  fetchOverview: vi.fn(),
  fetchLatestScrapeJob: vi.fn(),
}));

const profile = (isAdmin: boolean): Profile => ({
  email: TEST_USER.email,
  name: TEST_USER.name,
  created_at: '2026-01-05T13:03:00.000Z',
  last_login: '2026-07-01T08:30:00.000Z',
  chat_interactions: 0,
  terms_accepted_at: '2026-01-05T13:05:00.000Z',
  two_factor_enabled: false,
  is_admin: isAdmin,
  job_title: null,
  workplace: null,
  sign_in_count: 2,
  deletion_cancelled: false,
});

const ruling = (id: string, overrides: Partial<LegalCase> = {}): LegalCase => ({
  id,
  title: `Testavgörande ${id}`,
  case_number: `TEST ${id}-99`,
  date: '2099-03-15',
  court: 'Högsta förvaltningsdomstolen',
  category: 'Bostadsanpassning',
  summary: null,
  summary_method: null,
  content: `Fråga om en trapphiss. ${'Lång text om bostadsanpassning. '.repeat(10)}`,
  source_url: null,
  pdf_url: null,
  ...overrides,
});

/** The page alone: the router's admin guard (added with the admin pages) would redirect first. */
const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <LegalDatabaseDevPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('/rattsdatabas-dev', () => {
  beforeEach(() => {
    resetFakeAuthClient();
    vi.mocked(fetchOverview)
      .mockReset()
      .mockResolvedValue({
        available: 2,
        courts: ['Högsta förvaltningsdomstolen'],
        categories: ['Bostadsanpassning'],
      });
    vi.mocked(searchCases)
      .mockReset()
      .mockResolvedValue({
        cases: [ruling('1'), ruling('2', { summary: 'Kort sammanfattning.', summary_method: 'model' })],
      });
    vi.mocked(fetchLatestScrapeJob).mockReset().mockResolvedValue({ job: null });
  });

  it('tells a signed-out visitor and a user who is not an admin that access is denied', async () => {
    setFakeSession('anonymous');
    const { unmount } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Åtkomst nekad' })).toBeInTheDocument();
    expect(
      screen.getByText('Du måste vara inloggad som administratör för att se den här sidan.'),
    ).toBeInTheDocument();
    unmount();

    setFakeSession(TEST_USER);
    vi.mocked(fetchProfile).mockReset().mockResolvedValue(profile(false));
    renderPage();
    expect(await screen.findByText('Kontrollerar behörighet...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Åtkomst nekad' })).toBeInTheDocument();
    expect(searchCases).not.toHaveBeenCalled();
    expect(fetchOverview).not.toHaveBeenCalled();
  });

  it('shows an admin the count, the cards with a 120-character preview, and one open card at a time', async () => {
    // The route's guard reads the role from the session.
    setFakeSession({ ...TEST_USER, role: 'admin' } as FakeUser);
    vi.mocked(fetchProfile).mockReset().mockResolvedValue(profile(true));
    const { user } = renderRoute('/rattsdatabas-dev');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Avancerad Rättsdatabas' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Utvecklingsversion - Endast för Admins')).toBeInTheDocument();
    expect(await screen.findByText('2 rättsfall tillgängliga')).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Rättsfall' });
    const [first, second] = within(list).getAllByRole('button');
    if (!first || !second) {
      throw new Error('two cards expected');
    }
    // The hint says a summary exists, so only the card with one shows it.
    expect(first).not.toHaveTextContent('AI-sammanfattning tillgänglig');
    expect(second).toHaveTextContent('AI-sammanfattning tillgänglig');
    const preview = `${ruling('1').content.slice(0, 120).trimEnd()}…`;
    expect(first).toHaveTextContent(preview);

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Skapa sammanfattning' })).toBeInTheDocument();
    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('AI-sammanfattning skriven av språkmodellen')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Fulltext' })).toHaveTextContent('Fråga om en trapphiss.');

    await user.click(screen.getByRole('button', { name: 'Avancerad sökning' }));
    await user.selectOptions(screen.getByLabelText('Domstol'), 'Högsta förvaltningsdomstolen');
    await user.type(screen.getByLabelText('Från datum'), '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Sök' }));
    expect(vi.mocked(searchCases).mock.lastCall?.[0]).toEqual({
      q: '',
      court: 'Högsta förvaltningsdomstolen',
      category: 'all',
      from: '2020-01-01',
      to: '',
    });
  });
});
