import {
  formatDateSv,
  formatSek,
  type PaidTier,
  PLAN_NAMES,
  PLAN_PRICES_SEK,
  planWithScheduledChange,
  SUPPLIER_LABELS,
  SUPPLIER_TEXTS,
  type Supplier,
  supplierValue,
} from '@app/common';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { payments } from '../../db/schema';
import type { SubscriptionRow } from './subscription-repository';

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

const STYLE =
  raw(`body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1f2933;line-height:1.5}
.test{background:#fff4d6;border:2px solid #b7791f;padding:.75rem 1rem;border-radius:.5rem;font-weight:600}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:1px solid #0b4f6c;background:#0b4f6c;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0b4f6c}form{display:inline-block;margin:.25rem .5rem .25rem 0}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.4rem;border-bottom:1px solid #d9e2ec}`);

/** A plain server page: these are reached by full navigation, outside the single-page app. */
const page = (title: string, productName: string, body: Html, testMode: boolean) =>
  html`<!doctype html><html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | ${productName}</title><link rel="icon" href="/favicon.svg"><style>${STYLE}</style></head><body>
${testMode ? html`<header><p class="test" role="note">TESTLÄGE – det här är en testbetalning. Inga riktiga pengar dras och inga kortuppgifter behövs.</p></header>` : ''}
<main><h1>${title}</h1>${body}</main></body></html>`;

const postButton = (action: string, label: string, secondary = false) =>
  html`<form method="post" action="${action}"><button type="submit"${secondary ? raw(' class="secondary"') : ''}>${label}</button></form>`;

export const demoCheckoutPage = (productName: string, checkout: { id: string; tier: PaidTier }) =>
  page(
    'Testbetalning',
    productName,
    html`<p>Du är på väg att teckna <strong>${PLAN_NAMES[checkout.tier]}</strong> för ${formatSek(PLAN_PRICES_SEK[checkout.tier])}${checkout.tier === 'monthly' ? ' per månad' : ' per år'} (inklusive moms).</p>
<p>Prenumerationen förnyas automatiskt tills du säger upp den, och du har tillgång till slutet av den betalda perioden.</p>
${postButton(`/api/billing/demo/checkout/${checkout.id}/confirm`, 'Bekräfta testbetalning')}
${postButton(`/api/billing/demo/checkout/${checkout.id}/cancel`, 'Avbryt', true)}`,
    true,
  );

const planSummary = (subscription: SubscriptionRow | null) => {
  if (!subscription) {
    return html`<p>Du har ingen prenumeration.</p>`;
  }
  const other: PaidTier = subscription.tier === 'monthly' ? 'yearly' : 'monthly';
  const end = formatDateSv(subscription.currentPeriodEnd);
  return html`<p>Din plan: <strong>${planOf(subscription)}</strong>. ${
    subscription.cancelAtPeriodEnd
      ? `Prenumerationen är uppsagd och avslutas ${end}.`
      : `Nästa förnyelse: ${end}.`
  }</p>
${
  subscription.cancelAtPeriodEnd
    ? postButton('/api/billing/demo/portal/resume', 'Återuppta prenumerationen')
    : confirmButton('cancel', 'Avsluta vid periodens slut')
}${
  subscription.scheduledTier
    ? // Switching back to the current plan drops the scheduled switch.
      postButton(
        `/api/billing/demo/portal/switch/${subscription.tier}`,
        `Behåll ${PLAN_NAMES[subscription.tier].toLowerCase()}`,
      )
    : confirmButton(other, `Byt till ${PLAN_NAMES[other].toLowerCase()}`)
}`;
};

/** The plan, with a scheduled switch until it takes effect. */
const planOf = (subscription: SubscriptionRow) =>
  planWithScheduledChange(
    subscription.tier,
    subscription.scheduledTier && subscription.scheduledChangeAt
      ? { tier: subscription.scheduledTier, at: subscription.scheduledChangeAt }
      : null,
  );

/** Cancelling and switching go through a page that asks first and says when the change applies. */
const confirmButton = (change: PortalChange, label: string) =>
  html`<form method="get" action="/api/billing/demo/portal/confirm/${change}"><button type="submit" class="secondary">${label}</button></form>`;

export type PortalChange = 'cancel' | PaidTier;

export const demoPortalConfirmPage = (
  productName: string,
  subscription: SubscriptionRow,
  change: PortalChange,
) => {
  const end = formatDateSv(subscription.currentPeriodEnd);
  const body =
    change === 'cancel'
      ? html`<p>Vill du avsluta din <strong>${PLAN_NAMES[subscription.tier].toLowerCase()}</strong>?</p>
${subscription.scheduledTier ? html`<p>Din plan just nu: <strong>${planOf(subscription)}</strong>. Avslutar du prenumerationen blir det inget byte.</p>` : ''}
<p>Uppsägningen gäller från slutet av den betalda perioden, <strong>${end}</strong>. Fram till dess har du kvar full tillgång till tjänsten. Därefter förnyas prenumerationen inte och inga fler betalningar dras. Du kan återuppta den när som helst före ${end}.</p>
${postButton('/api/billing/demo/portal/cancel', 'Ja, avsluta vid periodens slut')}`
      : html`<p>Vill du byta till <strong>${PLAN_NAMES[change].toLowerCase()}</strong> för ${formatSek(PLAN_PRICES_SEK[change])}${change === 'monthly' ? ' per månad' : ' per år'}?</p>
<p>Bytet gäller från nästa period, som börjar <strong>${end}</strong>. Fram till dess har du kvar din nuvarande plan, och ingenting dras i dag. Den nya planens pris dras första gången ${end}.</p>
${postButton(`/api/billing/demo/portal/switch/${change}`, 'Ja, byt plan')}`;
  return page(
    change === 'cancel' ? 'Avsluta prenumerationen' : 'Byt plan',
    productName,
    html`${body}<p><a href="/api/billing/demo/portal">Nej, tillbaka till prenumerationen</a></p>`,
    true,
  );
};

export const demoPortalPage = (
  productName: string,
  subscription: SubscriptionRow | null,
  receipts: (typeof payments.$inferSelect)[],
) =>
  page(
    'Hantera prenumeration',
    productName,
    html`${planSummary(subscription)}<h2>Kvitton</h2>${
      receipts.length > 0
        ? html`<table><thead><tr><th>Datum</th><th>Plan</th><th>Belopp</th><th>Kvitto</th></tr></thead><tbody>${receipts.map(
            (receipt) =>
              html`<tr><td>${formatDateSv(receipt.paidAt)}</td><td>${PLAN_NAMES[receipt.tier]}</td><td>${formatSek(receipt.amountSek, { ore: true })}</td><td><a href="/api/billing/receipts/${receipt.id}">Visa kvitto</a></td></tr>`,
          )}</tbody></table>`
        : html`<p>Inga kvitton än.</p>`
    }<p><a href="/profile">Tillbaka till din profil</a></p>`,
    true,
  );

/** The seller's details a receipt must carry (name, organisationsnummer, address). */
const sellerRows = (supplier: Supplier) =>
  (['name', 'organisationNumber', 'postalAddress', 'email'] as const).map(
    (field) => html`<tr><th>${SUPPLIER_LABELS[field]}</th><td>${supplierValue(supplier, field)}</td></tr>`,
  );

/** A receipt an employer can reimburse; the VAT (25 %) is included in the price. */
export const receiptPage = (
  productName: string,
  supplier: Supplier,
  receipt: typeof payments.$inferSelect,
  email: string,
) => {
  const vat = receipt.amountSek - receipt.amountSek / 1.25;
  const demo = receipt.provider === 'demo';
  return page(
    'Kvitto',
    productName,
    html`<table><tbody>
<tr><th>Kvittonummer</th><td>${receipt.id}</td></tr>
<tr><th>Datum</th><td>${formatDateSv(receipt.paidAt)}</td></tr>
<tr><th>Kund</th><td>${email}</td></tr>
<tr><th>Tjänst</th><td>${productName} – ${PLAN_NAMES[receipt.tier]}</td></tr>
<tr><th>Period</th><td>${formatDateSv(receipt.periodStart)} – ${formatDateSv(receipt.periodEnd)}</td></tr>
<tr><th>Belopp</th><td>${formatSek(receipt.amountSek, { ore: true })} varav moms 25 % ${formatSek(vat, { ore: true })}</td></tr>
</tbody></table>
<h2>${SUPPLIER_TEXTS.seller}</h2>
<table><tbody>${sellerRows(supplier)}</tbody></table>
${supplier.exampleFields.length > 0 ? html`<p>${SUPPLIER_TEXTS.exampleNotice}</p>` : ''}
<p>Kvittot kan lämnas till din arbetsgivare för ersättning. För kommunalt anställda kan tjänsten räknas som kompetensutveckling.</p>
${demo ? html`<p><strong>Obs! Detta är ett testkvitto från testläget och gäller inte som verifikation.</strong></p>` : ''}`,
    demo,
  );
};
