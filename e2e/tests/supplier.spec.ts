import { expect, type Locator, test } from '@playwright/test';

// The browser tests run with NODE_ENV=test and no SUPPLIER_* settings: the built-in examples,
// each marked "(exempel)", and never an @localhost address (issue 28).
const NAME = 'Exempelbolaget AB (exempel)';
const ORG_NUMBER = '555555-5555 (exempel)';
const ADDRESS = 'Exempelgatan 1, 123 45 Exempelstad (exempel)';
const EMAIL = 'kontakt@exempelbolaget.example';

const expectNoLocalhostAddress = async (area: Locator) => {
  await expect(area).not.toContainText('@localhost');
};

test('the footer names the company that runs the service, marked as an example', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(NAME)).toBeVisible();
  await expect(footer.getByText(`Organisationsnummer ${ORG_NUMBER}`)).toBeVisible();
  await expect(footer.getByText(ADDRESS)).toBeVisible();
  await expect(footer.getByRole('link', { name: EMAIL })).toHaveAttribute('href', `mailto:${EMAIL}`);
  await expect(footer.getByText(/Uppgifterna märkta \(exempel\) är exempeluppgifter/)).toBeVisible();
  await expectNoLocalhostAddress(footer);
});

for (const { path, section } of [
  { path: '/integritet', section: 'Personuppgiftsansvarig' },
  { path: '/anvandarvillkor', section: 'Avtalspart' },
  { path: '/om-handlaggarstod', section: 'Vem står bakom tjänsten?' },
]) {
  test(`${path} names the supplier under "${section}", with the storage and the agreement`, async ({
    page,
  }) => {
    await page.goto(path);
    const details = page.getByRole('region', { name: section });
    await expect(details.getByRole('definition').filter({ hasText: NAME })).toBeVisible();
    await expect(details.getByRole('definition').filter({ hasText: ORG_NUMBER })).toBeVisible();
    await expect(details.getByRole('definition').filter({ hasText: ADDRESS })).toBeVisible();
    await expect(details.getByRole('link', { name: EMAIL })).toHaveAttribute('href', `mailto:${EMAIL}`);
    await expect(details.getByText('I Sverige, inom EU/EES (exempel)')).toBeVisible();
    await expect(details.getByRole('link', { name: 'Läs personuppgiftsbiträdesavtalet' })).toHaveAttribute(
      'href',
      'https://exempelbolaget.example/personuppgiftsbitradesavtal',
    );
    await expectNoLocalhostAddress(page.getByRole('main'));
  });
}
