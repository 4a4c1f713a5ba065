import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { copyFileSync, mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityProblems, baseUrl, launchBrowser, newContext, screenshot, viewports } from './browser.ts';
import { createStaff, graphql as graphqlAs, login } from './api.ts';
import { adminPassword } from './globalSetup.ts';

// Webhooks (issue 26), the admin screen at /admin/webhooks: an admin adds an endpoint (a receiver
// on 127.0.0.1, which the e2e server allows: WEBHOOK_ALLOW_LOOPBACK), sees its secret once, sends a
// test event, sees it in the delivery log, and the API's refusal of an http address on a name under
// its field; an editor has no nav item and is told the screen is for admins. Desktop in English, a
// phone in Arabic.

let browser: Browser;
let adminToken: string;
let editorToken: string;
let receiver: Server;
let receiverUrl = '';
const received: { type: string; signature: string | undefined }[] = [];

const graphql = <T>(query: string, variables: Record<string, unknown> = {}) => graphqlAs<T>(adminToken, query, variables);

async function removeEndpoints() {
  const { webhookEndpoints } = await graphql<{ webhookEndpoints: { id: string }[] }>('{ webhookEndpoints { id } }');
  for (const { id } of webhookEndpoints) await graphql('mutation($id: ID!) { deleteWebhookEndpoint(input: { id: $id }) { deletedWebhookEndpointId } }', { id });
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await login('admin', adminPassword);
  await removeEndpoints();
  const password = 'webhooks editor password';
  await createStaff(adminToken, { username: 'webhooks-editor', password }, 'EDITOR');
  editorToken = await login('webhooks-editor', password);
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const event = JSON.parse(body) as { type?: string };
      received.push({ type: event.type ?? '', signature: request.headers['webhook-signature'] as string | undefined });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/sovra`;
});

afterAll(async () => {
  if (adminToken) await removeEndpoints().catch(() => undefined);
  await browser?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

async function signedIn(token: string, language: 'en' | 'ar', viewport: keyof typeof viewports = 'desktop'): Promise<BrowserContext> {
  const context = await newContext(browser, { language, viewport, bypassCSP: true });
  await context.addInitScript((value) => localStorage.setItem('admin_auth_token', value), token);
  return context;
}

function shot(name: string) {
  mkdirSync('/tmp/shots', { recursive: true });
  copyFileSync(`test-results/screenshots/${name}.png`, `/tmp/shots/${name}.png`);
}

/** Opens the log (again: each opening reads it anew) until the test event shows as sent. */
async function waitForSent(page: Page, card: ReturnType<Page['locator']>, sent: string) {
  for (let i = 0; i < 20; i += 1) {
    const row = card.locator('[data-delivery="webhook.test"]').first();
    if ((await row.count()) && (await row.textContent())?.includes(sent)) return row;
    const toggle = card.getByRole('button', { expanded: true });
    if (await toggle.count()) await toggle.click();
    await page.waitForTimeout(300);
    await card.getByRole('button', { expanded: false }).click();
    await card.locator('[data-delivery="webhook.test"]').first().waitFor();
  }
  throw new Error('the test event never showed as sent');
}

describe('the webhooks screen (admin, English, desktop)', () => {
  it('shows what webhooks are, refuses an http address on a name, adds an endpoint, shows its secret once, sends a test event and logs it', async () => {
    const context = await signedIn(adminToken, 'en');
    const page = await context.newPage();
    await page.goto('/admin/webhooks');
    await page.getByRole('heading', { name: 'No webhook endpoints yet' }).waitFor();
    await page.getByRole('navigation').getByRole('link', { name: 'Webhooks' }).waitFor();

    await page.getByRole('button', { name: 'Add endpoint' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook endpoint' });
    // Nothing chosen: the form says what is missing, under each field.
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await dialog.getByText("Enter the receiver's address.").waitFor();
    await dialog.getByText('Choose at least one event.').waitFor();
    // The server's refusal, in the reader's words.
    await dialog.getByLabel('Address (URL)').fill('http://crm.example.com/hooks');
    await dialog.getByLabel(/A new enquiry arrives/).check();
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await dialog.getByText('The address must start with https://.').waitFor();

    await dialog.getByLabel('Address (URL)').fill(receiverUrl);
    await dialog.getByLabel(/A post is published/).check();
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();

    const secret = page.getByRole('dialog', { name: 'Signing secret' });
    await secret.getByText('You will not see this secret again. If you lose it, make a new one.').waitFor();
    expect(await secret.locator('[data-secret]').textContent()).toMatch(/^whsec_/);
    await secret.getByRole('button', { name: 'I have stored it' }).click();
    await secret.waitFor({ state: 'detached' });
    // Gone for good: the page shows it nowhere.
    expect(await page.locator('[data-secret]').count()).toBe(0);

    const card = page.locator(`[data-webhook="${receiverUrl}"]`);
    await card.waitFor();
    expect(await card.textContent()).toContain('enquiry.created');
    expect(await card.textContent()).toContain('post.published');
    await card.getByText('On: events are sent').waitFor();

    await card.getByRole('button', { name: `Send test event to ${receiverUrl}` }).click();
    await page.getByText(`A test event was sent to ${receiverUrl}. The log shows how it went.`).waitFor();
    await card.getByRole('table', { name: 'Delivery log' }).waitFor();
    const row = await waitForSent(page, card, 'Sent');
    expect(await row.textContent()).toContain('204');
    expect(received.map((event) => event.type)).toContain('webhook.test');

    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'webhooks-en');
    shot('webhooks-en');
    await context.close();
  });
});

describe('the webhooks screen (admin, Arabic, phone)', () => {
  it('reads right to left, the log included', async () => {
    const context = await signedIn(adminToken, 'ar', 'phone');
    const page = await context.newPage();
    await page.goto('/admin/webhooks');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const card = page.locator(`[data-webhook="${receiverUrl}"]`);
    await card.getByText('مفعّل: تُرسل الأحداث').waitFor();
    await card.getByRole('button', { name: 'عرض سجل الإرسال' }).click();
    await card.getByRole('table', { name: 'سجل الإرسال' }).waitFor();
    await card.getByText('أُرسل').first().waitFor();
    await card.scrollIntoViewIfNeeded();
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'webhooks-ar');
    shot('webhooks-ar');
    await context.close();
  });
});

describe('the webhooks screen (editor)', () => {
  it('is not in the nav, and opening it says it is for admins', async () => {
    const context = await signedIn(editorToken, 'en');
    const page = await context.newPage();
    await page.goto('/admin/webhooks');
    await page.getByText('Only administrators can open this section. Ask an administrator if you need access.').waitFor();
    expect(await page.getByRole('navigation').getByRole('link', { name: 'Webhooks' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add endpoint' }).count()).toBe(0);
    await context.close();
  });
});

describe('the dashboard (admin)', () => {
  it('tells of an endpoint whose deliveries fail, and leads to the webhooks screen', async () => {
    await removeEndpoints();
    // Nothing listens on port 9: each delivery of an upload's event fails. (An upload, not an enquiry:
    // the contact form's limit is shared by every browser file, all from this machine's address.)
    const failing = 'http://127.0.0.1:9/crm/hooks';
    await graphql('mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }', {
      input: { url: failing, events: ['media.uploaded'] },
    });
    const form = new FormData();
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2d6cdf' } })
      .png()
      .toBuffer();
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'webhook-notice.png');
    const uploaded = await fetch(`${baseUrl()}/api/media`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}` }, body: form });
    expect(uploaded.status).toBe(201);
    const mediaId = ((await uploaded.json()) as { data: { id: number } }).data.id;
    await expect
      .poll(
        async () =>
          (await graphql<{ webhookEndpoints: { failingSince: string | null }[] }>('{ webhookEndpoints { failingSince } }')).webhookEndpoints[0]?.failingSince,
        {
          timeout: 20_000,
        },
      )
      .not.toBeNull();

    const context = await signedIn(adminToken, 'en');
    const page = await context.newPage();
    await page.goto('/admin');
    const notice = page.getByRole('region', { name: 'Webhooks' });
    await notice.getByText(/^Deliveries failing since/).waitFor();
    await notice.getByText(failing).waitFor();
    await notice.getByRole('link', { name: 'Open webhooks' }).click();
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    await context.close();
    await removeEndpoints();
    await fetch(`${baseUrl()}/api/media/${mediaId}`, { method: 'DELETE', headers: { authorization: `Bearer ${adminToken}` } });
  }, 60_000);
});
