import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core in the page (and its frames) through `@axe-core/playwright`, and returns the
 * critical and serious violations. It evaluates axe rather than adding a <script>, so the site's
 * Content-Security-Policy, which refuses inline scripts, does not get in its way.
 */
export async function seriousAccessibilityViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  const builder = new AxeBuilder({ page });
  // `include`: only that part of the page (an open modal dialog, the rest being inert behind its backdrop).
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map(({ id, impact, help, nodes }) => ({
      id,
      impact: impact ?? null,
      help,
      nodes: nodes.map((node) => ({ target: node.target.map(String) })),
    }));
}
