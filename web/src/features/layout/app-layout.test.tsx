import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchSupplier } from '@/features/site-info/site-info-api';
import { renderApp } from '@/test/render-app';
import { INFO_PAGES } from './info-pages';

vi.mock('@/features/site-info/site-info-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/site-info/site-info-api')>()),
  fetchSupplier: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(fetchSupplier)
    .mockReset()
    .mockResolvedValue({
      name: 'Stödbolaget AB',
      organisationNumber: '556677-8899',
      postalAddress: 'Storgatan 1, 111 22 Stockholm',
      email: 'kontakt@stodbolaget.se',
      dataLocation: 'I Sverige, inom EU/EES',
      dataProcessingAgreementUrl: 'https://stodbolaget.se/pub',
      exampleFields: ['postalAddress'],
    });
});

describe('app layout', () => {
  it('shows the product name, a login link and landmarks for an anonymous visitor', async () => {
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: /Handläggarstöd/ })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'Logga in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hoppa till huvudinnehållet' })).toHaveAttribute(
      'href',
      '#main-content',
    );
  });

  it('opens the side menu with the eleven info pages, each with a description, in order', async () => {
    const user = userEvent.setup();
    renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Meny' }));

    const menu = await screen.findByRole('dialog', { name: 'Meny' });
    const links = within(within(menu).getByRole('navigation', { name: 'Informationssidor' })).getAllByRole(
      'link',
    );
    expect(links).toHaveLength(11);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/om-handlaggarstod',
      '/teknisk-info',
      '/promptskola',
      '/workshop',
      '/integritet',
      '/anvandarvillkor',
      '/faq',
      '/kontakt',
      '/pris',
      '/rattsdatabas',
      '/tillganglighet',
    ]);
    links.forEach((link, index) => {
      const page = INFO_PAGES[index];
      expect(link).toHaveAccessibleName(page?.title);
      expect(link).toHaveAccessibleDescription(page?.description);
    });
    expect(within(menu).getByRole('link', { name: 'Registrera dig' })).toHaveAttribute('href', '/signup');
    expect(within(menu).getByRole('link', { name: 'Logga in' })).toHaveAttribute('href', '/login');
  });

  it('closes the menu and shows the page when a menu link is followed', async () => {
    const user = userEvent.setup();
    const router = renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Meny' }));
    await user.click(await screen.findByRole('link', { name: 'Vanliga frågor' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Vanliga frågor' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/faq');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the required footer content', async () => {
    renderApp('/');

    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText(/oberoende initiativ och ingen myndighet/)).toBeInTheDocument();
    // The supplier (issue 28), an example marked as one.
    expect(await within(footer).findByText('Stödbolaget AB')).toBeInTheDocument();
    expect(within(footer).getByText('Organisationsnummer 556677-8899')).toBeInTheDocument();
    expect(within(footer).getByText('Storgatan 1, 111 22 Stockholm (exempel)')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'kontakt@stodbolaget.se' })).toHaveAttribute(
      'href',
      'mailto:kontakt@stodbolaget.se',
    );
    expect(
      within(footer).getByText(/Uppgifterna märkta \(exempel\) är exempeluppgifter/),
    ).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Registrera dig' })).toHaveAttribute('href', '/signup');
    expect(within(footer).getByRole('link', { name: 'Logga in' })).toHaveAttribute('href', '/login');
    expect(within(footer).getByRole('link', { name: 'Kontakta oss' })).toHaveAttribute('href', '/kontakt');
    expect(within(footer).getByRole('link', { name: 'Integritetspolicy' })).toHaveAttribute(
      'href',
      '/integritet',
    );
    expect(within(footer).getByRole('link', { name: 'Användarvillkor' })).toHaveAttribute(
      'href',
      '/anvandarvillkor',
    );
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Handläggarstöd`)).toBeInTheDocument();
  });
});
