import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.0, 2.1 and 2.2 level A and AA rules. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe-core over the whole page as it is now and fails on any violation of impact serious or critical,
 * naming each one: its rule id, impact, the elements (CSS targets) and axe's summary of what to fix.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  label: string,
  assert: typeof expect | typeof expect.soft = expect,
): Promise<void> {
  // Only violations are read: axe then skips building selectors for every passed and inapplicable node.
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // Plus one experimental rule: a control's name must contain its visible text (speech input says what it sees).
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((v) =>
    [
      `${v.id} (${v.impact}): ${v.help} ${v.helpUrl}`,
      ...v.nodes.map(
        (node) =>
          `  - ${node.target.join(' ')}\n    ${(node.failureSummary ?? '').replace(/\n\s*/g, ' ').trim()}`,
      ),
    ].join('\n'),
  );
  assert(serious.length, `${label}: serious or critical accessibility violations\n${report.join('\n')}`).toBe(
    0,
  );
}
