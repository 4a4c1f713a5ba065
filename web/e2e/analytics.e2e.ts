import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPaths } from '../src/paths.ts';
import { graphql, login } from './api.ts';
import { accessibilityProblems, baseUrl, launchBrowser, newContext, pageReady, viewports } from './browser.ts';
import { adminPassword } from './globalSetup.ts';

// The analytics screen with real data: page views sent as the site's beacon sends them (from
// "browsers" the server counts: a desktop User-Agent, our Origin), an enquiry through the contact
// form, then /admin/analytics in English and Arabic checked against what GET /api/analytics reports.
//
// Every browser test shares one server: other files may have sent enquiries (the contact throttle
// allows 5 per 10 minutes from 127.0.0.1, so this file sends one and tolerates a 429) and counts are
// read from the API rather than assumed. Browsers driven by the tests are headless: never counted.

const root = resolve(import.meta.dirname, '../..');
const webDist = join(root, 'dist/web');
const article = 'private-llm-deployment-middle-east-enterprises';
const run = Date.now().toString(36);

let browser: Browser;
let adminToken: string;
let enquiryId: string | null = null;

interface Report {
  days: number;
  from: string;
  to: string;
  timeZone: string;
  totals: { views: number; visitors: number; enquiries: number };
  daily: { date: string; views: number; visitors: number; enquiries: number }[];
  topPages: { path: string; views: number; visitors: number }[];
  topPosts: { id: number; slug: string; title: string; views: number; visitors: number }[];
  languages: { language: string; views: number }[];
  referrers: { host: string; views: number }[];
}

async function report(days: number, lang: 'en' | 'ar'): Promise<Report> {
  const response = await fetch(`${baseUrl()}/api/analytics?days=${days}&lang=${lang}`, { headers: { authorization: `Bearer ${adminToken}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Report }).data;
}

/** A desktop browser the server counts, one per visitor (a visitor is an address and a browser). */
const desktop = (version: number) => `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.0.0 Safari/537.36`;

async function sendView(userAgent: string, view: { path: string; language: 'en' | 'ar'; referrer?: string; post?: string }) {
  const response = await fetch(`${baseUrl()}/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent, origin: baseUrl() },
    body: JSON.stringify({ type: 'pageview', ...view }),
  });
  expect(response.status, await response.text()).toBe(204);
}

const number = (value: number, language: 'en' | 'ar') => new Intl.NumberFormat(language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB').format(value);
const digits = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** A browser profile signed in as the admin (the token where the admin keeps it). */
async function signedIn(language: 'en' | 'ar', viewport: keyof typeof viewports = 'desktop'): Promise<BrowserContext> {
  const context = await newContext(browser, { language, viewport, bypassCSP: true });
  await context.addInitScript((value) => localStorage.setItem('admin_auth_token', value), adminToken);
  return context;
}

/** The built chunks holding the chart library's code, by their source maps. */
function chartChunks(): string[] {
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  return [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) => {
    if (!file.endsWith('.js') || !existsSync(join(webDist, `${file}.map`))) return false;
    const { sources } = JSON.parse(readFileSync(join(webDist, `${file}.map`), 'utf8')) as { sources: string[] };
    return sources.some((source) => /node_modules\/recharts\//.test(source));
  });
}

/** Opens a page, waits until the network is quiet, and returns the scripts it requested. */
async function scriptsOf(context: BrowserContext, path: string, ready: (page: Page) => Promise<unknown>): Promise<string[]> {
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.slice(1));
  });
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await page.close();
  return scripts;
}

const screenshot = (page: Page, name: string) => page.screenshot({ path: join(root, 'test-results/screenshots', `${name}.png`), fullPage: true });

/** The report as the screen shows it has loaded (the period's first and last day). */
const shown = (page: Page, data: Report) => page.locator(`[data-range="${data.from}/${data.to}"]`).waitFor();

async function expectTotals(page: Page, data: Report, language: 'en' | 'ar') {
  for (const measure of ['views', 'visitors', 'enquiries'] as const) {
    await expect.poll(() => page.locator(`[data-measure="${measure}"] .total`).textContent(), { timeout: 10_000 }).toBe(number(data.totals[measure], language));
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await login('admin', adminPassword);
});

afterAll(async () => {
  if (enquiryId)
    await graphql(adminToken, 'mutation($id: ID!) { deleteContactMessage(input: { id: $id }) { deletedContactMessageId } }', { id: enquiryId }).catch(() => {});
  await browser?.close();
});

describe('the analytics screen', () => {
  it('explains an empty period, or shows the views the site already has', async () => {
    const before = await report(7, 'en');
    const context = await signedIn('en');
    const page = await context.newPage();
    await page.goto('/admin/analytics?days=7');
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
    await page.getByText('Days are calendar days in the UAE’s time zone: Asia/Dubai (UTC+4)').waitFor();
    await shown(page, before);
    if (before.totals.views === 0) {
      await page.getByRole('heading', { name: 'No views yet' }).waitFor();
      await page.getByText(/Counting starts once visitors arrive/).waitFor();
      await page.getByText(/Analytics may be switched off in the settings/).waitFor();
      expect(await page.locator('[data-chart="traffic"]').count()).toBe(0);
      await screenshot(page, 'analytics-en-empty');
    } else {
      await page.locator('[data-chart="traffic"]').waitFor();
    }
    await context.close();
  });

  it('counts page views and an enquiry sent to the site', async () => {
    const before = await report(7, 'en');
    // Three visitors: two read in English (one arriving from a search engine), one in Arabic.
    const [first, second, third] = [desktop(131), desktop(132), desktop(133)];
    const views: [string, Parameters<typeof sendView>[1]][] = [
      [first, { path: '/', language: 'en', referrer: 'https://www.google.com/search' }],
      [first, { path: '/blog', language: 'en' }],
      [first, { path: `/blog/${article}`, language: 'en', post: article }],
      [first, { path: productPaths[0], language: 'en' }],
      [second, { path: '/', language: 'en', referrer: 'https://www.linkedin.com/feed/' }],
      [second, { path: `/blog/${article}`, language: 'en', post: article }],
      [second, { path: '/', language: 'en' }],
      [third, { path: '/', language: 'ar', referrer: 'https://www.google.com/' }],
      [third, { path: `/blog/${article}`, language: 'ar', post: article }],
      [third, { path: '/blog', language: 'ar' }],
    ];
    for (const [userAgent, view] of views) await sendView(userAgent, view);

    const contact = await fetch(`${baseUrl()}/api/contact`, {
      method: 'POST',
      // An address of its own: the enquiry limit per address is shared by every file that sends one.
      headers: { 'content-type': 'application/json', origin: baseUrl(), 'x-forwarded-for': '203.0.113.95' },
      body: JSON.stringify({
        fullName: 'Omar Al Suwaidi',
        company: 'Emirates Data Works',
        email: `omar.${run}@example.ae`,
        subject: `Analytics e2e ${run}`,
        message: 'Hello,\n\nPlease send us the pricing of an on-premise deployment.\n\nThank you.',
        consent: true,
        language: 'en',
      }),
    });
    // Other files share the contact throttle: a refused enquiry only means none is added here.
    expect([201, 429]).toContain(contact.status);
    if (contact.status === 201) {
      const found = await graphql<{ contactMessages: { edges: { node: { id: string } }[] } }>(
        adminToken,
        'query($q: String) { contactMessages(first: 1, search: $q) { edges { node { id } } } }',
        { q: run },
      );
      enquiryId = found.contactMessages.edges[0]?.node.id ?? null;
    }

    // Views are written within a second (ANALYTICS_FLUSH_MS).
    await expect.poll(async () => (await report(7, 'en')).totals.views, { timeout: 10_000 }).toBe(before.totals.views + views.length);
    const after = await report(7, 'en');
    expect(after.totals.visitors).toBeGreaterThanOrEqual(before.totals.visitors + 3);
    expect(after.totals.enquiries).toBe(before.totals.enquiries + (contact.status === 201 ? 1 : 0));
    expect(after.topPosts.map((post) => post.slug)).toContain(article);
    expect(after.referrers.map((referrer) => referrer.host)).toEqual(expect.arrayContaining(['google.com', 'linkedin.com']));
  });

  it('shows the API’s numbers in English: totals, charts, their tables, top lists, and the period in the address', async () => {
    const context = await signedIn('en');
    const page = await context.newPage();
    await page.goto('/admin/analytics');
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
    const month = await report(30, 'en');
    await shown(page, month);
    expect(await page.getByRole('radio', { name: '30 days' }).isChecked()).toBe(true);
    await expectTotals(page, month, 'en');
    await page.getByText('Previous 30 days:').first().waitFor();

    // Charts are drawn: two lines (views solid, visitors dashed), bars, the language ring.
    const traffic = page.locator('[data-chart="traffic"]');
    await traffic.locator('svg.recharts-surface').waitFor();
    expect(await traffic.locator('.recharts-line-curve').count()).toBe(2);
    expect(await traffic.locator('.recharts-line-curve').nth(1).getAttribute('stroke-dasharray')).toBeTruthy();
    await page.locator('[data-chart="enquiries"] svg.recharts-surface').waitFor();
    await page.locator('[data-chart="languages"] .recharts-pie').waitFor();

    // The top lists, as the API ranks them.
    const pageRows = page.locator('[data-top="pages"] tbody tr');
    expect(await pageRows.count()).toBe(month.topPages.length);
    for (const [index, row] of month.topPages.entries()) {
      expect(await pageRows.nth(index).locator('th').textContent()).toBe(row.path);
      expect(digits(await pageRows.nth(index).locator('td').nth(1).textContent())).toBe(row.views);
      expect(digits(await pageRows.nth(index).locator('td').nth(2).textContent())).toBe(row.visitors);
    }
    const postLink = page.locator('[data-top="posts"] tbody tr').first().getByRole('link');
    expect(await postLink.textContent()).toBe(month.topPosts[0].title);
    expect(await postLink.getAttribute('href')).toMatch(/^\/admin\/blog\/edit\//);
    const referrerHosts = await page.locator('[data-top="referrers"] tbody th').allTextContents();
    expect(referrerHosts).toEqual(month.referrers.map((referrer) => referrer.host));

    // "Show as table": the same numbers, day by day, newest first.
    await traffic.getByRole('button', { name: 'Show as table' }).click();
    const table = traffic.locator('table');
    expect(await table.isVisible()).toBe(true);
    expect(await traffic.locator('svg.recharts-surface').count()).toBe(0);
    const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent ?? '')));
    expect(rows).toHaveLength(month.daily.length);
    const newest = [...month.daily].reverse();
    expect(rows.map((cells) => [digits(cells[1]), digits(cells[2])])).toEqual(newest.map((day) => [day.views, day.visitors]));
    expect(await table.locator('tbody tr time').first().getAttribute('datetime')).toBe(month.to);
    await traffic.getByRole('button', { name: 'Show as chart' }).click();
    await traffic.locator('svg.recharts-surface').waitFor();

    // By keyboard, the chart goes from day to day, from the oldest: each day's numbers in its tooltip.
    const longDay = (day: string) =>
      new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00Z`),
      );
    const tooltip = traffic.locator('.recharts-tooltip-wrapper');
    await traffic.locator('svg.recharts-surface').focus();
    await expect.poll(() => tooltip.textContent()).toContain(longDay(month.daily[0].date));
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tooltip.textContent()).toContain(`${longDay(month.daily[1].date)}Views${number(month.daily[1].views, 'en')}Visitors`);

    const problems = await accessibilityProblems(page);
    expect(problems, problems.join('\n')).toEqual([]);
    await screenshot(page, 'analytics-en-desktop');

    // The period switch, by keyboard: one tab stop, arrows to move; the address follows.
    await page.getByRole('radio', { name: '30 days' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => new URL(page.url()).searchParams.get('days')).toBe('7');
    expect(await page.getByRole('radio', { name: '7 days' }).isChecked()).toBe(true);
    const week = await report(7, 'en');
    await shown(page, week);
    await expectTotals(page, week, 'en');
    await page.getByText('Previous 7 days:').first().waitFor();
    await page.getByRole('radio', { name: '90 days' }).check();
    await expect.poll(() => new URL(page.url()).searchParams.get('days')).toBe('90');
    await shown(page, await report(90, 'en'));
    // Back returns to the week.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('days')).toBe('7');
    await shown(page, week);
    await context.close();
  });

  it('reads right to left in Arabic: the time axis from the right, Arabic words, the same numbers', async () => {
    const context = await signedIn('ar');
    const page = await context.newPage();
    await page.goto('/admin/analytics?days=30');
    await page.getByRole('heading', { name: 'التحليلات', level: 1 }).waitFor();
    const month = await report(30, 'ar');
    await shown(page, month);
    await expectTotals(page, month, 'ar');
    expect(await page.getByRole('radio', { name: '30 يومًا' }).isChecked()).toBe(true);
    await page.getByText('الأيام أيام تقويمية بتوقيت الإمارات: Asia/Dubai (UTC+4)').waitFor();

    // The oldest day's marker is the rightmost: the axis runs right to left.
    const traffic = page.locator('[data-chart="traffic"]');
    await traffic.locator('svg.recharts-surface').waitFor();
    const dots = traffic.locator('.recharts-line-dots').first().locator('circle');
    expect(await dots.count()).toBe(month.daily.length);
    const firstX = Number(await dots.first().getAttribute('cx'));
    const lastX = Number(await dots.last().getAttribute('cx'));
    expect(firstX).toBeGreaterThan(lastX);
    // The value axis on the right, beside the oldest day, its numbers clear of the plot.
    const plot = (await traffic.locator('.recharts-cartesian-grid').boundingBox())!;
    const ticks = await traffic.locator('.recharts-yAxis-tick-labels text').evaluateAll((texts) => texts.map((text) => text.getBoundingClientRect().left));
    expect(ticks.length).toBeGreaterThan(1);
    for (const left of ticks) expect(left).toBeGreaterThanOrEqual(plot.x + plot.width);

    // Post titles in Arabic where the post has them.
    expect(await page.locator('[data-top="posts"] tbody tr').first().getByRole('link').textContent()).toBe(month.topPosts[0].title);

    // The tooltip, in Arabic, where the pointer is.
    await traffic.locator('.recharts-surface').hover({ position: { x: 60, y: 120 } });
    const tooltip = traffic.locator('.recharts-tooltip-wrapper');
    await expect.poll(() => tooltip.textContent()).toMatch(/المشاهدات.*الزوار/);

    await page.locator('[data-chart="enquiries"]').getByRole('button', { name: 'عرض كجدول' }).click();
    const enquiries = await page.locator('[data-chart="enquiries"] tbody tr td').allTextContents();
    expect(enquiries.reduce((sum, cell) => sum + digits(cell), 0)).toBe(month.totals.enquiries);

    const problems = await accessibilityProblems(page);
    expect(problems, problems.join('\n')).toEqual([]);
    await screenshot(page, 'analytics-ar-desktop');
    await context.close();
  });

  it('fits a phone in Arabic without sideways scrolling', async () => {
    const context = await signedIn('ar', 'phone');
    const page = await context.newPage();
    await page.goto('/admin/analytics');
    await page.getByRole('heading', { name: 'التحليلات', level: 1 }).waitFor();
    await shown(page, await report(30, 'ar'));
    await page.locator('[data-chart="traffic"] svg.recharts-surface').waitFor();
    await page.locator('[data-chart="languages"] .recharts-pie').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
    const problems = await accessibilityProblems(page);
    expect(problems, problems.join('\n')).toEqual([]);
    await screenshot(page, 'analytics-ar-phone');
    await context.close();
  });

  it('says when the numbers cannot be loaded, and tries again', async () => {
    const context = await signedIn('en');
    const page = await context.newPage();
    let fail = true;
    await page.route('**/graphql', async (route) => {
      if (fail && route.request().postData()?.includes('AnalyticsReportQuery')) {
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ data: null, errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] }),
        });
      } else await route.continue();
    });
    await page.goto('/admin/analytics');
    await page.getByRole('alert').getByText('The analytics could not be loaded.').waitFor();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await shown(page, await report(30, 'en'));
    await context.close();
  });

  it('loads the chart library on the analytics screen only: not on the home page, nor elsewhere in the admin', async () => {
    const chunks = chartChunks();
    expect(chunks.length, 'the chart library’s chunk in the build').toBeGreaterThan(0);
    const visitor = await newContext(browser);
    const home = await scriptsOf(visitor, '/', (page) => pageReady(page));
    expect(home.length).toBeGreaterThan(0);
    expect(home.filter((file) => chunks.includes(file))).toEqual([]);
    await visitor.close();

    const staff = await signedIn('en');
    const dashboard = await scriptsOf(staff, '/admin', (page) => page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor());
    expect(dashboard.filter((file) => chunks.includes(file))).toEqual([]);
    const analytics = await scriptsOf(staff, '/admin/analytics', (page) => page.locator('[data-chart="traffic"] svg.recharts-surface').waitFor());
    expect(analytics.filter((file) => chunks.includes(file)).length).toBeGreaterThan(0);
    await staff.close();
  });
});
