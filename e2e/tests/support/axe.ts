import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe's experimental rules are off by default; these catch real faults (a link whose accessible
 * name does not contain its visible text, a paragraph styled as a heading, data cells without
 * headers, a locked orientation), so they run too. Left out: focus-order-semantics, which flags
 * Radix's hidden focus guards, and hidden-content, which only lists what it cannot check.
 */
const EXPERIMENTAL_RULES = [
  'label-content-name-mismatch',
  'p-as-heading',
  'table-fake-caption',
  'td-has-header',
  'css-orientation-lock',
];

/** Runs axe on the page as it is now and fails with a readable list of what it found. */
export const expectNoAxeViolations = async (page: Page, what: string) => {
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(EXPERIMENTAL_RULES.map((id) => [id, { enabled: true }])) })
    .analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
  );
  expect(found, `axe violations on ${what}`).toEqual([]);
};
