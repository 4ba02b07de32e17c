import { test as base, expect } from '@playwright/test';

const VIOLATION = /Content[- ]Security[- ]Policy|CSP violation/i;

/**
 * Playwright's `test`, failing any test during which the browser reports a Content-Security-Policy
 * violation (a console message, or a `securitypolicyviolation` event turned into one).
 */
export const test = base.extend<{ cspGuard: undefined }>({
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
        ),
      );
      context.on('console', (message) => {
        if (VIOLATION.test(message.text())) violations.push(message.text());
      });
      await use(undefined);
      expect(violations, 'Content-Security-Policy violations in the browser').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
