import type { Profile } from '@app/common';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountInfoCard } from './account-info-card';

const profile: Profile = {
  email: 'anna@example.se',
  name: 'Anna Andersson',
  created_at: '2026-01-05T13:03:00.000Z',
  last_login: '2026-07-01T08:30:00.000Z',
  chat_interactions: 42,
  terms_accepted_at: '2026-01-05T13:05:00.000Z',
  two_factor_enabled: false,
  is_admin: false,
  job_title: 'Handläggare',
  workplace: null,
  sign_in_count: 2,
  deletion_cancelled: false,
};

const shownValue = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('AccountInfoCard', () => {
  it('shows e-mail, dates in Swedish (day, month name, year, kl. time) and the chat count', () => {
    render(<AccountInfoCard profile={profile} />);
    const card = screen.getByRole('region', { name: 'Kontoinformation' });

    expect(within(card).getByText('anna@example.se')).toBeInTheDocument();
    // Swedish time: UTC+1 in January, UTC+2 in July.
    expect(shownValue('Konto skapat')).toBe('5 januari 2026 kl. 14:03');
    expect(shownValue('Senaste inloggning')).toBe('1 juli 2026 kl. 10:30');
    expect(shownValue('Chattinteraktioner')).toBe('42');
  });

  it('leaves out a missing last login and says "Okänt datum" for an unreadable date', () => {
    render(<AccountInfoCard profile={{ ...profile, last_login: null, created_at: 'inte ett datum' }} />);

    expect(screen.queryByText('Senaste inloggning')).not.toBeInTheDocument();
    expect(shownValue('Konto skapat')).toBe('Okänt datum');
  });

  it('shows a count of zero', () => {
    render(<AccountInfoCard profile={{ ...profile, chat_interactions: 0 }} />);
    expect(shownValue('Chattinteraktioner')).toBe('0');
  });
});
