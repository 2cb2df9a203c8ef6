// @vitest-environment jsdom
// happy-dom reports no value for the preselected <select> option the form shows.

import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, findToast, renderRoute } from '@/features/account/testing/render-route';
import { postContactMessage } from '@/features/contact/contact-api';
import { fetchSupplier } from '@/features/site-info/site-info-api';
import { ApiRequestError } from '@/lib/api';

vi.mock('@/lib/auth-client', () => import('@/features/auth/testing/fake-auth-client'));
vi.mock('@/features/contact/contact-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/contact/contact-api')>()),
  postContactMessage: vi.fn(),
}));
vi.mock('@/features/site-info/site-info-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/site-info/site-info-api')>()),
  fetchSupplier: vi.fn(),
}));

const send = vi.mocked(postContactMessage);

const fillAndSend = async (user: ReturnType<typeof renderRoute>['user']) => {
  await user.type(await screen.findByRole('textbox', { name: 'Namn' }), 'Kim Åberg');
  await user.type(screen.getByRole('textbox', { name: 'E-postadress' }), 'Kim@Exempel.se');
  await user.type(screen.getByRole('textbox', { name: 'Meddelande' }), 'En fråga om   tjänsten.');
  await user.click(screen.getByRole('button', { name: 'Skicka meddelande' }));
};

describe('/kontakt', () => {
  // The page is a lazy chunk; its first import on a busy machine must not eat a test's time.
  beforeAll(() => import('./contact-page'), 30_000);
  beforeEach(() => {
    send.mockReset();
    vi.mocked(fetchSupplier).mockReset().mockResolvedValue({
      name: 'Stödbolaget AB',
      organisationNumber: '556677-8899',
      postalAddress: 'Storgatan 1, 111 22 Stockholm',
      email: 'kontakt@exempel.se',
      dataLocation: 'I Sverige, inom EU/EES',
      dataProcessingAgreementUrl: 'https://exempel.se/pub',
      exampleFields: [],
    });
  });
  afterEach(clearToasts);

  it('preselects the message type from ?typ= and shows the address to write to', async () => {
    renderRoute('/kontakt?typ=samarbete');
    expect(await screen.findByRole('combobox', { name: 'Ärendetyp' })).toHaveValue('Samarbete');
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('link', { name: 'kontakt@exempel.se' })).toHaveAttribute(
      'href',
      'mailto:kontakt@exempel.se',
    );
    expect(screen.queryByText(/byggs just nu/)).not.toBeInTheDocument();
  });

  it('sends the cleaned values with a client id, and thanks on success', async () => {
    send.mockResolvedValue({ id: 'm1', emailNotification: 'sent' });
    const { user } = renderRoute('/kontakt');
    await fillAndSend(user);
    const toast = await findToast('Meddelande skickat!');
    expect(
      within(toast).getByText('Tack för ditt meddelande! Vi återkommer inom 1-2 arbetsdagar.'),
    ).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith({
      name: 'Kim Åberg',
      email: 'kim@exempel.se',
      organization: null,
      messageType: 'Allmän fråga',
      message: 'En fråga om tjänsten.',
      website: '',
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await screen.findByRole('region', { name: 'Tack för ditt meddelande!' })).toBeInTheDocument();
  });

  it('says the mail failed but still thanks when the message was saved', async () => {
    send.mockResolvedValue({ id: 'm2', emailNotification: 'failed' });
    const { user } = renderRoute('/kontakt');
    await fillAndSend(user);
    const toast = await findToast('Meddelande sparat (e-post misslyckades)');
    expect(
      within(toast).getByText(
        'Meddelandet sparades i databasen men e-postnotifiering misslyckades. Vi ser ditt meddelande ändå!',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Tack för ditt meddelande!' })).toBeInTheDocument();
  });

  it('keeps the form and its client id when saving fails, so the retry is the same submission', async () => {
    send.mockRejectedValueOnce(new ApiRequestError({ status: 503, message: 'Tjänsten är otillgänglig.' }));
    send.mockResolvedValueOnce({ id: 'm3', emailNotification: 'sent' });
    const { user } = renderRoute('/kontakt');
    await fillAndSend(user);
    const toast = await findToast('Fel');
    expect(
      within(toast).getByText('Det gick inte att skicka meddelandet. Försök igen senare.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Meddelande' })).toHaveValue('En fråga om   tjänsten.');

    await user.click(screen.getByRole('button', { name: 'Skicka meddelande' }));
    await findToast('Meddelande skickat!');
    expect(send.mock.calls[1]?.[0].clientId).toBe(send.mock.calls[0]?.[0].clientId);
  });

  it("shows the limit's own message when too many were sent", async () => {
    send.mockRejectedValue(
      new ApiRequestError({
        status: 429,
        code: 'rate_limited',
        message: 'Du har skickat många meddelanden.',
      }),
    );
    const { user } = renderRoute('/kontakt');
    await fillAndSend(user);
    expect(within(await findToast('Fel')).getByText('Du har skickat många meddelanden.')).toBeInTheDocument();
  });
});
