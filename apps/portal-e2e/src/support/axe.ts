import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

interface ScanOptions {
  /** How the report names the scanned screen; the page's path by default. */
  label?: string;
  /** Keep the journey going after a violation (the test still fails at its end). */
  soft?: boolean;
}

/**
 * Runs axe on the page as it is and fails on any serious or critical violation, naming each.
 * Every scan, clean or not, is also noted on the test (annotation 'axe', with the minor and
 * moderate findings) so the JSON report lists the result of each screen.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: ScanOptions = {}): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const lesser = results.violations.filter((v) => !serious.includes(v));
  const described = serious.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
  const label = options.label ?? new URL(page.url()).pathname;
  const size = page.viewportSize();
  test.info().annotations.push({
    type: 'axe',
    description:
      `${label} @${size ? `${size.width}px` : '?'}: ${serious.length} serious/critical` +
      (serious.length ? ` [${serious.map((v) => v.id).join(', ')}]` : '') +
      `; ${lesser.length ? lesser.map((v) => `${v.impact} ${v.id} ×${v.nodes.length}`).join(', ') : 'no other findings'}` +
      `; ${results.passes.length} rules passed`,
  });
  (options.soft ? expect.soft : expect)(described, `axe on ${page.url()}`).toEqual([]);
}
