import { ROLE_MENU_LINKS } from '@app/common';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchProfile } from '@/features/account/account-api';
import { clearToasts, renderRoute } from '@/features/account/testing/render-route';
import { resetFakeAuthClient, setFakeSession, TEST_USER } from '@/features/auth/testing/fake-auth-client';
import { fetchSubscriptionStatus } from '@/features/billing/billing-api';
import { ACCEPTED_PROFILE, FREE_STATUS } from '@/features/billing/testing/subscription-fixtures';
import { fetchMyOrganisations } from '@/features/organisations/organisation-api';

vi.mock('@/lib/auth-client', () => import('@/features/auth/testing/fake-auth-client'));
vi.mock('@/features/account/account-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/account/account-api')>()),
  fetchProfile: vi.fn(),
}));
vi.mock('@/features/billing/billing-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/billing/billing-api')>()),
  fetchSubscriptionStatus: vi.fn(),
}));
vi.mock('@/features/organisations/organisation-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/organisations/organisation-api')>()),
  fetchMyOrganisations: vi.fn(),
}));

const header = () => screen.getByRole('banner');

const openUserMenu = async (user: ReturnType<typeof renderRoute>['user']) => {
  await user.click(
    within(await screen.findByRole('banner')).getByRole('button', { name: new RegExp(TEST_USER.email) }),
  );
};

describe('the role links in the account menus', () => {
  beforeEach(() => {
    resetFakeAuthClient();
    setFakeSession(TEST_USER);
    vi.mocked(fetchProfile).mockReset().mockResolvedValue(ACCEPTED_PROFILE);
    vi.mocked(fetchSubscriptionStatus).mockReset().mockResolvedValue(FREE_STATUS);
    vi.mocked(fetchMyOrganisations).mockReset().mockResolvedValue({ administered: [] });
  });
  afterEach(clearToasts);

  it('gives an admin /admin and the tool the server grants without a plan', async () => {
    vi.mocked(fetchProfile).mockResolvedValue({ ...ACCEPTED_PROFILE, is_admin: true });
    vi.mocked(fetchSubscriptionStatus).mockResolvedValue({ ...FREE_STATUS, tool_access: true });
    const { user } = renderRoute('/kontakt');

    expect(
      await within(await screen.findByRole('banner')).findByRole('link', { name: 'Använd verktyget' }),
    ).toBeInTheDocument();
    await openUserMenu(user);
    expect(await within(header()).findByRole('link', { name: 'Administration' })).toHaveAttribute(
      'href',
      ROLE_MENU_LINKS.admin.path,
    );
    expect(within(header()).queryByRole('link', { name: 'Min organisation' })).not.toBeInTheDocument();
  });

  it("gives an organisation's administrator /organisation, in the header's menu and the side menu", async () => {
    vi.mocked(fetchMyOrganisations).mockResolvedValue({
      administered: [{ id: 'o1', name: 'Exempels kommun' }],
    });
    const { user } = renderRoute('/kontakt');

    await openUserMenu(user);
    expect(await within(header()).findByRole('link', { name: 'Min organisation' })).toHaveAttribute(
      'href',
      '/organisation',
    );
    expect(within(header()).queryByRole('link', { name: 'Administration' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Meny' }));
    const menu = await screen.findByRole('dialog', { name: 'Meny' });
    expect(await within(menu).findByRole('link', { name: 'Min organisation' })).toHaveAttribute(
      'href',
      '/organisation',
    );
  });

  it('shows neither link to a user with neither role', async () => {
    const { user } = renderRoute('/kontakt');

    await openUserMenu(user);
    await waitFor(() => expect(fetchMyOrganisations).toHaveBeenCalled());
    expect(within(header()).getByRole('link', { name: 'Min profil' })).toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: 'Administration' })).not.toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: 'Min organisation' })).not.toBeInTheDocument();
  });
});
