import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, findToast, renderRoute } from '@/features/account/testing/render-route';
import { resetFakeAuthClient } from '@/features/auth/testing/fake-auth-client';

vi.mock('@/lib/auth-client', () => import('@/features/auth/testing/fake-auth-client'));

describe('/valkommen', () => {
  beforeEach(resetFakeAuthClient);
  afterEach(clearToasts);

  it('welcomes the new subscriber, removes success and session_id, and links onwards', async () => {
    const { router } = renderRoute('/valkommen?success=true&session_id=cs_test_1&utm=mail');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Välkommen som prenumerant!' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?utm=mail'));
    expect(router.state.location.pathname).toBe('/valkommen');
    expect(screen.getByRole('link', { name: 'Gå till verktyget' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Om Handläggarstöd' })).toHaveAttribute(
      'href',
      '/om-handlaggarstod',
    );
    expect(screen.getByRole('link', { name: 'Priser och din plan' })).toHaveAttribute('href', '/pris');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // The checkout's own confirmation, as on the home page.
    expect(await findToast('Betalning genomförd!')).toBeInTheDocument();
  });
});
