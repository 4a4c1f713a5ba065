import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, login } from './api.ts';
import { baseUrl } from './browser.ts';
import { adminPassword } from './globalSetup.ts';

// Settings an admin writes reach the server-rendered pages of the real build: hostile text stays
// text everywhere it lands (titles, og tags, JSON-LD, the page's data, the body), and a change
// shows at once through the public cache. From the outside attack on settings (issue 10).

const fields = 'siteName siteNameAr officeAddress officeAddressAr businessHours contactEmail contactPhone blockList notificationRecipients';
const update = 'mutation($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { changed } }';

let token: string;
/** The settings this file changes, as they were (put back afterwards: other files share the server). */
let original: Record<string, unknown>;

beforeAll(async () => {
  token = await login('admin', adminPassword);
  original = (await graphql<{ adminSettings: Record<string, unknown> }>(token, `{ adminSettings { ${fields} } }`)).adminSettings;
});

afterAll(async () => {
  if (token) await graphql(token, update, { input: original });
});

const page = async (path: string) => {
  const response = await fetch(`${baseUrl()}${path}`);
  return { status: response.status, cache: response.headers.get('x-cache'), html: await response.text() };
};

describe('settings on the server-rendered pages', () => {
  it('stay text in titles, og tags, JSON-LD, the page data and the body, in both languages', async () => {
    const hostile = {
      siteName: 'S</script><b>x"\'&amp;',
      siteNameAr: 'س</script><b>x',
      officeAddress: '<img src=x onerror=alert(1)>\n</script><script>alert(2)</script>',
      businessHours: "<svg onload=alert(3)>\n{{brand}} $& $1 $$ $'",
      contactEmail: "a+b'x@example.com",
    };
    await graphql(token, update, { input: hostile });
    for (const path of ['/', '/?lang=ar', '/blog', '/sovra-core', '/admin']) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(html, path).not.toMatch(/<img src=x|<svg onload|<script>alert|<b>x/);
      // Every script element is one the app wrote: none closed early by a setting.
      for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/application\/(ld\+)?json/.test(attributes)) expect(() => JSON.parse(body), `${path} ${attributes}`).not.toThrow();
        else expect(body.trim(), `${path} ${attributes}`).toBe('');
      }
      const data = /<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(data!).settings.officeAddress, path).toBe(hostile.officeAddress);
    }
    const home = (await page('/')).html;
    expect(home).toContain("<title>S&lt;/script&gt;&lt;b&gt;x&quot;'&amp;amp; — ");
    expect(home).toContain('{{brand}} $&amp; $1 $$ $&#x27;');
  });

  it('never carry the block list or the recipients, which only admins see', async () => {
    await graphql(token, update, { input: { blockList: ['@secret-spam.example'], notificationRecipients: ['ops@secret-staff.example'] } });
    for (const path of ['/', '/?lang=ar', '/blog', '/admin', '/admin/settings']) {
      expect((await page(path)).html, path).not.toMatch(/secret-(spam|staff)/);
    }
  });

  it('show a change at once, through the public cache, in both languages', async () => {
    await page('/');
    await page('/');
    expect((await page('/')).cache).toBe('hit');
    await graphql(token, update, {
      input: { contactPhone: '+971 4 000 1111', siteNameAr: 'سوفرا الجديدة', officeAddress: 'Building 3\nAbu Dhabi', officeAddressAr: 'المبنى 3\nأبوظبي' },
    });
    expect((await page('/')).html).toContain('tel:+97140001111');
    expect((await page('/?lang=ar')).html).toContain('سوفرا الجديدة');
    // The footer's office line, on every page, is the address on one line.
    expect((await page('/blog')).html).toMatch(/<footer[\s\S]*<p>Building 3, Abu Dhabi<\/p>/);
    expect((await page('/sovra-core?lang=ar')).html).toMatch(/<footer[\s\S]*<p>المبنى 3، أبوظبي<\/p>/);
  });
});
