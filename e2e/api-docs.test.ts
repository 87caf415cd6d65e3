import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { seriousViolations } from './support/axe';
import type { E2eBrowser } from './support/browser';
import { openBrowser } from './support/shared-browser';
import { expectVisible } from './support/expect-visible';

const baseUrl = inject('baseUrl');
let browser: E2eBrowser;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

describe('/api/docs', () => {
  it('renders the API reference under the production CSP without a violation', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /Content.Security.Policy/i.test(message.text()))
        problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // Counted in the page itself: every CSP violation fires this event.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { violations: string[] }).violations ??= [];
        (window as unknown as { violations: string[] }).violations.push(event.violatedDirective);
      });
    });
    const response = await page.goto(`${baseUrl}/api/docs`);
    expect(response?.status()).toBe(200);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');

    await expectVisible(page.getByRole('heading', { name: /UncleWatch API/, level: 1 }));
    await expectVisible(page.getByRole('link', { name: 'OpenAPI 3.1 document (JSON)' }));
    const sections = page.getByRole('navigation', { name: 'Sections' });
    for (const section of ['Catalogue', 'Library', "Uncle's Pick", 'Auth']) {
      await expectVisible(sections.getByRole('link', { name: section, exact: true }));
    }

    // An operation unfolds to its parameters and answers; its schema link unfolds the schema.
    const search = page.locator('details', {
      has: page.locator('summary', { hasText: '/api/tmdb/search' }),
    });
    await search.locator('summary').click();
    await expectVisible(search.getByRole('heading', { name: 'Parameters' }));
    await expectVisible(search.getByRole('cell', { name: 'q', exact: true }));
    await expectVisible(search.getByText('Too many requests: wait the seconds in Retry-After'));
    await search.getByRole('link', { name: 'SearchResponse' }).click();
    await expectVisible(page.locator('#schema-searchresponse').getByText('total_results'));

    const admin = page.locator('summary', { hasText: '/api/recommend/add' });
    await expectVisible(admin.getByText('admin', { exact: true }));

    expect(await seriousViolations(page)).toEqual([]);
    const violations = await page.evaluate(
      () => (window as unknown as { violations?: string[] }).violations ?? [],
    );
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('links to a document that names every section the page shows', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/api/docs`);
    const href = await page
      .getByRole('link', { name: 'OpenAPI 3.1 document (JSON)' })
      .getAttribute('href');
    const doc = (await (await fetch(new URL(href!, baseUrl))).json()) as {
      openapi: string;
      tags: { name: string }[];
    };
    expect(doc.openapi).toMatch(/^3\.1\./);
    for (const { name } of doc.tags) {
      await expectVisible(page.getByRole('heading', { name, exact: true, level: 2 }));
    }
    await context.close();
  });
});
