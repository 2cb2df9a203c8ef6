import { describe, expect, it } from 'vitest';
import {
  normaliseOrgNumber,
  ORGANISATION_MESSAGES,
  OrganisationInputSchema,
  organisationSavedMessage,
} from './organisations';
import { SsoSettingsInputSchema } from './sso';

describe('normaliseOrgNumber', () => {
  it.each([
    ['212000-0142', '212000-0142'],
    ['2120000142', '212000-0142'],
    [' 212000 0142 ', '212000-0142'],
    ['556016-0680', '556016-0680'],
  ])('accepts %j as %s', (input, expected) => {
    expect(normaliseOrgNumber(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['212000-0143', ORGANISATION_MESSAGES.orgNumberChecksum],
    ['21200-0142', ORGANISATION_MESSAGES.orgNumberFormat],
    ['2120000142x', ORGANISATION_MESSAGES.orgNumberFormat],
    // A personnummer (third digit 0–1) is not an organisation's number.
    ['811218-9876', ORGANISATION_MESSAGES.orgNumberFormat],
  ])('refuses %j', (input, message) => {
    expect(normaliseOrgNumber(input)).toEqual({ ok: false, message });
  });
});

describe('OrganisationInputSchema', () => {
  const valid = {
    name: 'Exempels kommun',
    org_number: '2120000142',
    seats: '25',
    period_start: '2026-01-01',
    period_end: '2026-12-31',
    allowed_domains: ['@Kommun.se', 'socialtjanst.kommun.se'],
    invoice_reference: '',
    admin_email: ' Chef@Kommun.se ',
  };

  it('normalises the number, the domains and the e-mail', () => {
    expect(OrganisationInputSchema.parse(valid)).toEqual({
      ...valid,
      org_number: '212000-0142',
      seats: 25,
      allowed_domains: ['kommun.se', 'socialtjanst.kommun.se'],
      invoice_reference: null,
      admin_email: 'chef@kommun.se',
    });
  });

  it('refuses a period that ends before it starts, and a domain with a path', () => {
    const result = OrganisationInputSchema.safeParse({
      ...valid,
      period_end: '2025-12-31',
      allowed_domains: ['kommun.se/x'],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining([ORGANISATION_MESSAGES.domain]),
    );
    const period = OrganisationInputSchema.safeParse({ ...valid, period_end: '2025-12-31' });
    expect(period.error?.issues.map((issue) => issue.message)).toEqual([ORGANISATION_MESSAGES.period]);
  });

  it.each(['gmail.com', '@Hotmail.com', 'telia.com', 'live.se'])(
    'refuses the public mail domain %j, for the organisation and for its sign-in',
    (domain) => {
      const bare = domain.replace('@', '').toLowerCase();
      const organisation = OrganisationInputSchema.safeParse({
        ...valid,
        allowed_domains: ['kommun.se', domain],
      });
      expect(organisation.error?.issues.map((issue) => issue.message)).toEqual([
        ORGANISATION_MESSAGES.publicMailDomain(bare),
      ]);
      const sso = SsoSettingsInputSchema.safeParse({
        issuer: 'https://login.example.org',
        clientId: 'app',
        domains: [bare],
      });
      expect(sso.error?.issues.map((issue) => issue.message)).toEqual([
        ORGANISATION_MESSAGES.publicMailDomain(bare),
      ]);
    },
  );
});

describe('organisationSavedMessage', () => {
  it('names the new organisation and who was invited, or the edited one', () => {
    expect(
      organisationSavedMessage({ name: 'Testby kommun', created: true, admin_email: 'a@testby.se' }),
    ).toBe('Organisationen Testby kommun har skapats. En inbjudan har skickats till a@testby.se.');
    expect(organisationSavedMessage({ name: 'Testby kommun', created: false, admin_email: null })).toBe(
      'Ändringarna i Testby kommun har sparats.',
    );
  });
});
