import { describe, expect, it } from 'vitest';
import { demoPortalPage, receiptPage } from '../billing/billing-pages';
import { renderMail } from './mail-templates';

// Pages and mails are built with hono's `html` template: every value is escaped, none by hand.
const HOSTILE = '<img src=x onerror="alert(1)">&';

describe('server-rendered HTML escapes every value', () => {
  it('in mails: the product name and the link', async () => {
    const mail = await renderMail('magic_link', {
      productName: HOSTILE,
      url: 'https://stod.example.se/x?a=1&b="><script>alert(1)</script>',
    });
    expect(mail.html).not.toMatch(/<img|<script/);
    expect(mail.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;');
    expect(mail.html).toContain('href="https://stod.example.se/x?a=1&amp;b=&quot;&gt;&lt;script&gt;');
    // The text part stays plain text.
    expect(mail.text).toContain(`Hälsningar,\n${HOSTILE}`);
  });

  it('in the receipt and the demo portal', async () => {
    const receipt = {
      id: '0b7c8a53-9d1e-4f4e-8a2b-5c6d7e8f9a0b',
      userId: 'u1',
      provider: 'demo',
      reference: 'r1',
      tier: 'monthly' as const,
      amountSek: 299,
      paidAt: new Date('2026-11-01T10:00:00Z'),
      periodStart: new Date('2026-11-01T10:00:00Z'),
      periodEnd: new Date('2026-12-01T10:00:00Z'),
    };
    const supplier = {
      name: HOSTILE,
      organisationNumber: '555555-5555',
      postalAddress: HOSTILE,
      email: 'kontakt@exempelbolaget.example',
      dataLocation: HOSTILE,
      dataProcessingAgreementUrl: 'https://exempelbolaget.example/pub',
      exampleFields: [],
    };
    const page = String(await receiptPage(HOSTILE, supplier, receipt, `${HOSTILE}@kommun.se`));
    expect(page).not.toContain('<img');
    expect(page).toContain('<tr><th>Företag</th><td>&lt;img src=x');
    expect(page).toContain('<title>Kvitto | &lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;</title>');
    expect(page).toContain('varav moms 25 % 59,80 kr');
    const portal = String(await demoPortalPage(HOSTILE, null, [receipt]));
    expect(portal).not.toContain('<img');
    expect(portal).toContain(`<a href="/api/billing/receipts/${receipt.id}">Visa kvitto</a>`);
  });
});
