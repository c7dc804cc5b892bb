import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.x levels the console is held to: A and AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe on a page of the console. Fluent's focus management puts hidden focusable sentinels around
 * groups (tabster's dummy inputs): focus passes through them at once, and checkers exempt them by
 * this attribute. Checked in the page itself rather than finished in a blank page opened for each
 * check, which only cross-origin frames need (the console has none): half the time a page.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).exclude('[data-tabster-dummy]').setLegacyMode(true);
}

/** What an operator cannot work around: serious and critical violations of WCAG 2.x A and AA. */
export async function blockingViolations(page: Page, screen: string): Promise<string[]> {
  const { violations } = await axeOn(page).withTags(wcagTags).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${screen}: ${violation.id} (${violation.impact}) at ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}
