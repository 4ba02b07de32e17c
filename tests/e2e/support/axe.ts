import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from '@playwright/test';
import type * as Axe from 'axe-core';

declare global {
  interface Window {
    axe: typeof Axe;
  }
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Loads axe-core into every document the context opens, once. @axe-core/playwright injects it anew and
 * opens a blank page for every check: over the ~70 screens one page walks through, a check grew from 2 to
 * 23 s (docs/decisions.md).
 */
export const loadAxe = (context: BrowserContext) => context.addInitScript({ content: axeSource });

export interface Violation {
  rule: string;
  impact: Axe.ImpactValue | undefined;
  nodes: number;
  /** The first three elements found, as CSS selectors. */
  targets: string[];
}

/** The page's violations of the rules with these tags (the app has no frames to walk into). */
export function axeViolations(page: Page, tags: readonly string[]): Promise<Violation[]> {
  return page.evaluate(
    async (values) => {
      const results = await window.axe.run(document, {
        runOnly: { type: 'tag', values },
        resultTypes: ['violations'],
      });
      return results.violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        nodes: violation.nodes.length,
        targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      }));
    },
    [...tags],
  );
}
