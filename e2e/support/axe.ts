import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSourcePath = require.resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core in the page and returns the critical and serious violations.
 * (`@axe-core/playwright` needs Node 22; axe-core itself injected as a script does the same.)
 */
export async function seriousAccessibilityViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated, not added as a <script>: the site's Content-Security-Policy refuses inline scripts.
  await page.evaluate(fs.readFileSync(axeSourcePath, 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations;
  });
  return violations.filter((violation) => violation.impact === 'critical' || violation.impact === 'serious');
}
