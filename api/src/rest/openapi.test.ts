import { Validator } from '@seriousme/openapi-schema-validator';
import sharp from 'sharp';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorStatus, type ErrorCode } from '../errors.ts';
import { restAccess } from '../testing/accessTable.ts';
import { inputsRead } from '../testing/hostileCorpus.ts';
import { createContract, type Contract, type SentRequest } from '../testing/openApiContract.ts';
import { createTestApp, type RestResult, type TestApp } from '../testing/testApp.ts';
import { seedContent } from '../services/seed.ts';
import { timeStep, totpAt } from '../services/auth/totp.ts';
import { openApiDocument } from './openapi.ts';
import { routes } from './routes.ts';
import { SoftAuthenticator } from '../testing/softAuthenticator.ts';

// The OpenAPI document of /api/* (GET /api/openapi.json, rest/openapi.ts): valid OpenAPI 3.1, every
// route of the table in it and nothing else, and real answers of every route (a success of each, and
// every kind of refusal) as it describes them, with the requests sent as it asks for them.

let app: TestApp;
let document: any;
let contract: Contract;
let admin: { id: number; username: string; password: string; token: string };
let editor: typeof admin;

const key = (method: string, path: string) => `${method} ${path.replace(/:\w+|\{\w+\}/g, '{}')}`;
/** The statuses each operation answered as the document describes them, by method and path shape. */
const answered = new Map<string, Set<number>>();

beforeAll(async () => {
  app = createTestApp();
  const staff = async (username: string, role: 'ADMIN' | 'EDITOR') => {
    const created = await app.createStaff({ username, role });
    return { ...created, token: await app.signIn(created.username, created.password) };
  };
  admin = await staff('contract-admin', 'ADMIN');
  editor = await staff('contract-editor', 'EDITOR');
  document = (await app.call('/api/openapi.json')).body;
  contract = createContract(document);
});
afterAll(() => app.cleanup());

interface Call {
  token?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  ip?: string;
}

/** Holds an answer to the document, and counts it for its operation. */
function hold(request: SentRequest, answer: RestResult) {
  expect(contract.checkAnswer(request, answer), 'the answer as the document describes it').toEqual([]);
  const { pathname } = new URL(request.url, 'http://localhost');
  const operation = key(request.method, contract.find(request.method, pathname)!.template);
  answered.set(operation, (answered.get(operation) ?? new Set()).add(answer.status));
}

/**
 * Sends a request through the real app and holds its answer (of the status expected) to the
 * document; what it sends is held to the document too, unless it is meant to be wrong.
 */
async function send(method: string, url: string, status: number, call: Call = {}, sendsWrong = false): Promise<RestResult> {
  const request: SentRequest = { method, url, json: call.json, body: call.body, headers: call.headers };
  if (!sendsWrong) expect(contract.checkRequest(request), 'the request as the document asks for it').toEqual([]);
  const answer = await app.call(url, { method, ...call });
  expect(answer.status, `${method} ${url}: ${answer.text.slice(0, 500)}`).toBe(status);
  hold(request, answer);
  return answer;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

let counter = 0;
const unique = (prefix: string) => `${prefix}${++counter}`;
const password = 'a perfectly fine passphrase';
const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

async function photo(): Promise<Blob> {
  counter++;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="rgb(${(counter * 37) % 256},${(counter * 91) % 256},160)"/></svg>`;
  return new Blob([new Uint8Array(await sharp(Buffer.from(svg)).jpeg().toBuffer())], { type: 'image/jpeg' });
}

async function imageForm(fields: Record<string, string> = {}): Promise<FormData> {
  const form = new FormData();
  form.set('file', await photo(), 'harbour.jpg');
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

const newUser = () => {
  const username = unique('contract-user');
  return { username, email: `${username}@example.com`, displayName: 'Noor Al Mansouri', password, role: 'EDITOR', bio: 'Writes about data centres' };
};

const postBody = (extra: Record<string, unknown> = {}) => ({
  status: 'published',
  featured: true,
  tags: ['sovereignty'],
  translations: {
    en: {
      title: 'Sovereign AI in the Gulf',
      excerpt: 'Why data stays home',
      body: '# Data at home\n\nModels run where the data lives.',
      seoTitle: 'Sovereign AI',
    },
    ar: { title: 'الذكاء الاصطناعي السيادي في الخليج', body: 'تبقى البيانات في الداخل.' },
  },
  ...extra,
});

const enquiry = (extra: Record<string, unknown> = {}) => ({
  fullName: 'Layla Haddad',
  company: 'Gulf Logistics',
  email: 'layla@example.com',
  subject: 'Private AI for our fleet',
  message: 'We would like to hear about running Sovra Core on our own servers.',
  consent: true,
  language: 'en',
  ...extra,
});

describe('the document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? [], 'OpenAPI validation').toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toMatch(/^3\.1\./);
  });

  it('is served as written from the route table: public, as JSON, inline', async () => {
    const answer = await app.call('/api/openapi.json', { token: 'not a token' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBeNull();
    expect(answer.body).toEqual(openApiDocument(routes));
  });

  it('has every route of the table with its method, and nothing else', () => {
    const described = Object.entries(document.paths as Record<string, object>).flatMap(([path, item]) =>
      Object.keys(item).map((method) => key(method.toUpperCase(), path)),
    );
    expect(described.sort()).toEqual(routes.map((route) => key(route.method, route.path)).sort());
  });

  it('says who may call each route as the authorisation table does, with a bearer token for all but public ones', () => {
    for (const route of routes) {
      const label = `${route.method} ${route.path}`;
      expect(route.doc.access, label).toBe(restAccess[label]?.access);
      const operation = contract.find(route.method, route.path.replace(/:\w+/g, '1'))!.operation;
      expect(operation.security, label).toEqual(route.doc.access === 'public' ? [] : [{ bearerAuth: [] }]);
      if (route.doc.access !== 'public') expect(operation.responses, label).toHaveProperty('401');
    }
  });

  it('describes every query parameter a route reads, and only those; every body field it reads', () => {
    for (const route of routes) {
      const label = `${route.method} ${route.path}`;
      const params = Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map((match) => [match[1], '1']));
      const read = inputsRead(route, params);
      const operation = contract.find(route.method, route.path.replace(/:\w+/g, '1'))!.operation;
      const query = (operation.parameters as { in: string; name: string }[]).filter((p) => p.in === 'query').map((p) => p.name);
      expect(query.sort(), label).toEqual(read.query.sort());
      const content = operation.requestBody?.content ?? {};
      const body = content['application/json'] ?? content['multipart/form-data'];
      const fields = Object.keys(body?.schema.properties ?? {});
      expect(fields, label).toEqual(expect.arrayContaining(read.body));
    }
  });

  it('declares If-None-Match, an ETag and 304 on the public reads the cache keeps, and on no other route', () => {
    for (const route of routes) {
      const { operation } = contract.find(route.method, route.path.replace(/:\w+/g, '1'))!;
      const headers = (operation.parameters as { in: string; name: string }[]).filter((p) => p.in === 'header').map((p) => p.name);
      const declared = {
        ifNoneMatch: headers.includes('If-None-Match'),
        etag: Boolean(operation.responses[200]?.headers?.ETag),
        notModified: '304' in operation.responses,
      };
      const kept = Boolean(route.publicRead);
      expect(declared, `${route.method} ${route.path}`).toEqual({ ifNoneMatch: kept, etag: kept, notModified: kept });
    }
  });

  it('is kept by the public cache with the other public reads: an ETag, and 304 for a copy still current', async () => {
    const cached = createTestApp();
    try {
      await seedContent(cached.db, cached.log);
      const { slug } = (await cached.call('/api/blogs')).body.data.blogs[0];
      const reads = routes
        .filter((route) => route.publicRead)
        .map((route) => route.path.replace(':slug', slug).replace('/api/pages/:id', '/api/pages/1').replace('by-path', 'by-path?path=/&lang=ar'));
      expect(reads.sort()).toEqual([
        '/api/blogs',
        `/api/blogs/${slug}`,
        '/api/menus',
        '/api/openapi.json',
        '/api/pages',
        '/api/pages/1',
        '/api/pages/by-path?path=/&lang=ar',
        '/api/settings',
      ]);
      for (const url of reads) {
        const first = await cached.call(url);
        expect(first.status, url).toBe(200);
        expect(first.headers.get('cache-control'), url).toBe('public, no-cache');
        const etag = first.headers.get('etag')!;
        expect(etag, url).toMatch(/^W\/"/);
        hold({ method: 'GET', url }, first);
        const request = { method: 'GET', url, headers: { 'if-none-match': etag } };
        expect(contract.checkRequest(request), 'If-None-Match as the document asks for it').toEqual([]);
        const again = await cached.call(url, { headers: request.headers });
        expect(again.status, url).toBe(304);
        hold(request, again);
      }
    } finally {
      await cached.cleanup();
    }
  });
});

describe('every route answers as the document says', () => {
  it('the service: its health and this document', async () => {
    await send('GET', '/api/health', 200);
    await send('GET', '/api/openapi.json', 200);
  });

  it('signing in and out, and the own account', async () => {
    const user = await app.createStaff({ username: unique('contract-self'), role: 'EDITOR' });
    const signedIn = await send('POST', '/api/auth/login', 200, { json: { username: user.username, password: user.password } });
    const token = signedIn.body.data.token;
    await send('GET', '/api/auth/profile', 200, { token });
    await send('GET', '/api/auth/verify', 200, { token });
    await send('POST', '/api/auth/change-password', 200, { token, json: { currentPassword: user.password, newPassword: password } });
    const again = await app.signIn(user.username, password);
    await send('POST', '/api/auth/reauthenticate', 200, { token: again, json: { password } });
    await send('POST', '/api/auth/reauthenticate', 400, { token: again, json: { password: 'not the password at all' } });
    const other = await app.signIn(user.username, password);
    const sessions = (await send('GET', '/api/auth/sessions', 200, { token: again })).body.data.sessions as { id: number; current: boolean }[];
    await send('GET', `/api/users/${user.id}/sessions`, 200, { token: again });
    expect(sessions.filter((session) => !session.current)).toHaveLength(2);
    const third = await app.signIn(user.username, password);
    const thirdId = (await send('GET', '/api/auth/sessions', 200, { token: third })).body.data.sessions.find((s: { current: boolean }) => s.current).id;
    await send('DELETE', `/api/auth/sessions/${thirdId}`, 200, { token: again });
    await send('GET', '/api/auth/profile', 401, { token: third });
    await send('DELETE', `/api/auth/sessions/${thirdId}`, 404, { token: again });
    await send('POST', '/api/auth/sessions/end-others', 200, { token: again });
    await send('GET', '/api/auth/profile', 401, { token: other });
    // Ending all of someone's sessions is for admins: the user themselves is refused.
    await send('DELETE', `/api/users/${user.id}/sessions`, 403, { token: again });
    const admin = await app.createStaff({ username: unique('contract-sessions-admin'), role: 'ADMIN' });
    const adminToken = await app.signIn(admin.username, admin.password);
    await send('DELETE', `/api/users/${user.id}/sessions`, 200, { token: adminToken });
    await send('GET', '/api/auth/profile', 401, { token: again });
    await send('DELETE', '/api/users/999999/sessions', 404, { token: adminToken });
    const last = await app.signIn(user.username, password);
    await send('POST', '/api/auth/logout', 200, { token: last });
    await send('POST', '/api/auth/login', 401, { json: { username: user.username, password: 'not the password at all' } });
  });

  it('passkeys: adding, naming, signing in with one, removing', async () => {
    const user = await app.createStaff({ username: unique('contract-passkey'), role: 'EDITOR' });
    const token = await app.signIn(user.username, user.password);
    const authenticator = new SoftAuthenticator('http://localhost');
    const options = (await send('POST', '/api/auth/passkeys/options', 200, { token })).body.data.options;
    await send('POST', '/api/auth/passkeys', 400, { token, json: { name: 'Laptop', response: '{}' } }, true);
    const added = await send('POST', '/api/auth/passkeys', 201, { token, json: { name: 'Laptop', response: authenticator.register(options) } });
    const { id } = added.body.data;
    await send('GET', '/api/auth/passkeys', 200, { token });
    await send('PATCH', `/api/auth/passkeys/${id}`, 200, { token, json: { name: 'Work laptop' } });
    await send('PATCH', `/api/auth/passkeys/${id}`, 404, { token: editor.token, json: { name: 'Not mine' } });
    const signIn = (await send('POST', '/api/auth/login/passkey/options', 200, { json: {} })).body.data.options;
    const answer = authenticator.authenticate(signIn);
    await send('POST', '/api/auth/login/passkey', 200, { json: { response: answer } });
    await send('POST', '/api/auth/login/passkey', 401, { json: { response: answer } });
    // Confirming it is you with the passkey (re-authentication).
    const confirm = (await send('POST', '/api/auth/reauthenticate/passkey/options', 200, { token })).body.data.options;
    await send('POST', '/api/auth/reauthenticate', 200, { token, json: { passkey: authenticator.authenticate(confirm) } });
    await send('POST', '/api/auth/reauthenticate/passkey/options', 409, { token: editor.token });
    await send('DELETE', `/api/auth/passkeys/${id}`, 200, { token });
    await send('DELETE', `/api/auth/passkeys/${id}`, 404, { token });
  });

  it('single sign-on: whether it is set up, and the one-time code for a session', async () => {
    await send('GET', '/api/auth/sso', 200);
    // The code a finished sign-in through the provider leaves (services/auth/oidc.test.ts runs the whole flow).
    const user = await app.createStaff({ username: unique('contract-sso'), role: 'EDITOR' });
    const code = `${unique('contract-sso-code-')}`.padEnd(43, 'x');
    await app.db.oidcSignIn.create({
      data: {
        stateHash: unique('state-'),
        browserHash: '',
        nonce: '',
        codeVerifier: '',
        userId: user.id,
        exchangeHash: sha256(code),
        expiresAt: new Date(Date.now() + 60_000),
      },
    });
    await send('POST', '/api/auth/login/sso', 200, { json: { code } });
    await send('POST', '/api/auth/login/sso', 401, { json: { code } });
    await send('POST', '/api/auth/login/sso', 400, { json: {} }, true);
  });

  it('signing in with a code from an authenticator app', async () => {
    const user = await app.createStaff({ username: unique('contract-code'), role: 'EDITOR' });
    const token = await app.signIn(user.username, user.password);
    const secret = (await send('POST', '/api/auth/totp/setup', 200, { token })).body.data.secret;
    const step = timeStep(Date.now());
    await send('POST', '/api/auth/totp/confirm', 400, { token, json: { code: 'letters' } });
    const codes = (await send('POST', '/api/auth/totp/confirm', 200, { token, json: { code: totpAt(secret, step) } })).body.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    await send('POST', '/api/auth/totp/setup', 409, { token });
    const refused = await send('POST', '/api/auth/login', 401, { json: { username: user.username, password: user.password } });
    const challenge = refused.body.details.challenge;
    await send('POST', '/api/auth/login/code', 400, { json: { challenge, code: 'letters' } });
    await send('POST', '/api/auth/login/code', 200, { json: { challenge, code: totpAt(secret, step + 1) } });
    await send('POST', '/api/auth/totp/recovery-codes', 400, { token, json: { password: 'not the password at all' } });
    await send('POST', '/api/auth/totp/recovery-codes', 200, { token, json: { password: user.password } });
    await send('POST', '/api/auth/totp/off', 200, { token, json: { password: user.password } });
    await send('POST', '/api/auth/totp/off', 409, { token, json: { password: user.password } });
  });

  it('an admin resetting another’s second factors', async () => {
    const user = await app.createStaff({ username: unique('contract-reset'), role: 'EDITOR' });
    await send('POST', `/api/users/${user.id}/reset-factors`, 403, { token: editor.token });
    await send('POST', `/api/users/${user.id}/reset-factors`, 200, { token: admin.token });
    await send('POST', `/api/users/${admin.id}/reset-factors`, 403, { token: admin.token });
    await send('POST', '/api/users/999999/reset-factors', 404, { token: admin.token });
  });

  it('staff accounts', async () => {
    const body = newUser();
    const created = await send('POST', '/api/users', 201, { token: admin.token, json: body });
    const id = created.body.data.id;
    await send('GET', '/api/users?page=1&limit=5&role=EDITOR&search=contract', 200, { token: admin.token });
    await send('GET', `/api/users/${id}`, 200, { token: admin.token });
    await send('GET', `/api/users/${editor.id}`, 200, { token: editor.token });
    await send('PUT', `/api/users/${id}`, 200, { token: admin.token, json: { displayNameAr: 'نور المنصوري', active: true, role: 'ADMIN' } });
    await send('POST', `/api/users/${id}/change-password`, 200, { token: admin.token, json: { newPassword: `${password} again` } });
    await send('POST', '/api/users', 409, { token: admin.token, json: { ...newUser(), username: body.username } });
    await send('GET', `/api/users/${id}`, 403, { token: editor.token });
    await send('DELETE', `/api/users/${id}`, 200, { token: admin.token });
    await send('GET', `/api/users/${id}`, 404, { token: admin.token });
  });

  it('the blog: writing, reading, likes, views and analytics', async () => {
    const cover = await send('POST', '/api/media', 201, {
      token: editor.token,
      body: await imageForm({ altEn: 'A harbour at dusk', altAr: 'ميناء عند الغروب' }),
    });
    const created = await send('POST', '/api/blogs?lang=en', 201, {
      token: editor.token,
      json: postBody({ coverImage: cover.body.data.image.src, createKey: crypto.randomUUID() }),
    });
    const { id, slug, version } = created.body.data;
    await send('GET', '/api/blogs?page=1&limit=5&category=sovereignty&lang=ar', 200);
    await send('GET', '/api/blogs?search=sovereign', 200);
    await send('GET', '/api/blogs/admin?status=published&lang=ar', 200, { token: editor.token });
    await send('GET', `/api/blogs/admin?status=draft&author=${editor.id}&search=gulf&page=1&limit=10`, 200, { token: admin.token });
    await send('GET', `/api/blogs/${slug}?lang=ar`, 200);
    await send('PUT', `/api/blogs/${id}`, 200, {
      token: editor.token,
      json: postBody({ version, slug, coverImage: cover.body.data.image.src, publishedAt: new Date().toISOString() }),
    });
    await send('PUT', `/api/blogs/${id}`, 409, { token: editor.token, json: postBody({ version }) });
    await send('POST', `/api/blogs/${id}/like`, 200, { headers: { 'user-agent': chrome } });
    await send('POST', `/api/blogs/${id}/view`, 200, { headers: { 'user-agent': chrome } });
    await send('GET', `/api/blogs/${id}/analytics?days=7`, 200, { token: editor.token });
    await send('GET', '/api/blogs/no-such-post', 404);

    const doomed = await send('POST', '/api/blogs', 201, { token: admin.token, json: postBody({ status: 'DRAFT' }) });
    await send('DELETE', `/api/blogs/${doomed.body.data.id}`, 403, { token: editor.token });
    await send('DELETE', `/api/blogs/${doomed.body.data.id}`, 200, { token: admin.token });
    const mine = await send('POST', '/api/blogs', 201, { token: editor.token, json: postBody({ status: 'DRAFT' }) });
    await send('DELETE', `/api/blogs/${mine.body.data.id}`, 200, { token: editor.token });
  });

  it('the contact form and the inbox', async () => {
    await send('POST', '/api/contact', 201, { json: enquiry() });
    await send('POST', '/api/contact', 201, { json: enquiry({ fullName: 'سارة الكعبي', language: 'ar', company: undefined }) });
    const inbox = await send('GET', '/api/contact-messages?page=1&limit=20&status=new&search=fleet', 200, { token: editor.token });
    const id = inbox.body.data.messages[0].id;
    await send('GET', `/api/contact-messages/${id}`, 200, { token: editor.token });
    await send('PATCH', `/api/contact-messages/${id}`, 200, { token: editor.token, json: { status: 'read' } });
    await send('GET', '/api/contact-messages.csv?status=read', 200, { token: editor.token });
    await send('DELETE', `/api/contact-messages/${id}`, 403, { token: editor.token });
    await send('DELETE', `/api/contact-messages/${id}`, 200, { token: admin.token });
    await send('GET', `/api/contact-messages/${id}`, 404, { token: editor.token });
  });

  it('analytics: the beacon and the report', async () => {
    const [post] = (await app.call('/api/blogs')).body.data.blogs;
    const beacon = { 'user-agent': chrome, origin: 'http://localhost' };
    await send('POST', '/api/events', 204, {
      headers: beacon,
      json: { type: 'pageview', path: `/blog/${post.slug}`, language: 'en', referrer: 'https://www.google.com/', post: post.slug },
    });
    const asText = { 'content-type': 'text/plain;charset=UTF-8', ...beacon };
    await send('POST', '/api/events', 204, { headers: asText, body: JSON.stringify({ type: 'pageview', path: '/', language: 'ar' }) });
    await send('POST', '/api/client-errors', 204, { headers: beacon, json: { kind: 'error', message: 'x is undefined', stack: 'at home.tsx:1', path: '/' } });
    const report = await send('GET', '/api/analytics?days=7&limit=5&lang=en', 200, { token: editor.token });
    expect(report.body.data.topPosts.length, 'a post among the top ones, so its schema is held').toBeGreaterThan(0);
    await send('GET', '/api/analytics', 200, { token: admin.token });
  });

  it('the site settings', async () => {
    await send('GET', '/api/settings', 200);
    const all = await send('GET', '/api/settings/all', 200, { token: admin.token });
    const { version } = all.body.data;
    await send('PATCH', '/api/settings', 200, { token: admin.token, json: { siteName: 'Sovra Gulf', blockList: ['@spam.example'], version } });
    await send('PATCH', '/api/settings', 409, { token: admin.token, json: { siteName: 'Sovra Again', version } });
    await send('GET', '/api/settings/all', 403, { token: editor.token });
  });

  it('the media library', async () => {
    const mine = await send('POST', '/api/media', 201, { token: editor.token, body: await imageForm() });
    const id = mine.body.data.id;
    await send('GET', '/api/media?page=1&limit=10&search=harbour', 200, { token: editor.token });
    await send('GET', `/api/media/${id}`, 200, { token: editor.token });
    await send('PATCH', `/api/media/${id}`, 200, { token: editor.token, json: { altEn: 'Boats in a harbour', altAr: 'قوارب في ميناء' } });
    const theirs = await send('POST', '/api/media', 201, { token: admin.token, body: await imageForm() });
    await send('DELETE', `/api/media/${theirs.body.data.id}`, 403, { token: editor.token });
    const [used] = (await send('GET', '/api/media', 200, { token: admin.token })).body.data.media.filter((media: { useCount: number }) => media.useCount > 0);
    await send('DELETE', `/api/media/${used.id}`, 409, { token: admin.token });
    await send('DELETE', `/api/media/${id}`, 200, { token: editor.token });
    await send('GET', `/api/media/${id}`, 404, { token: editor.token });
  });

  it('pages and menus: reading, writing, publishing, deleting', async () => {
    const cover = await send('POST', '/api/media', 201, {
      token: editor.token,
      body: await imageForm({ altEn: 'A harbour at dusk', altAr: 'ميناء عند الغروب' }),
    });
    const src = cover.body.data.image.src;
    const t = (en: string, ar: string) => ({ en, ar });
    const page = (extra: Record<string, unknown> = {}) => ({
      path: '/case-studies/gulf-bank',
      status: 'published',
      translations: { en: { title: 'Gulf Bank', description: 'A case study', socialImage: src }, ar: { title: 'بنك الخليج' } },
      blocks: [
        { type: 'hero', id: 'intro', variant: 'page', title: t('Gulf Bank', 'بنك الخليج'), actions: [], highlights: [], facts: [] },
        { type: 'image', id: 'photo', image: src, caption: t('The harbour', 'الميناء') },
        {
          type: 'callToAction',
          id: 'cta',
          title: t('Talk to us', 'تحدث إلينا'),
          action: { label: t('Book', 'احجز'), link: { kind: 'page', pageId: 1, hash: 'contact' } },
        },
      ],
      ...extra,
    });
    const created = await send('POST', '/api/pages', 201, { token: editor.token, json: page({ createKey: crypto.randomUUID() }) });
    const { id, version } = created.body.data;
    await send('GET', '/api/pages?page=1&limit=5&status=published', 200);
    await send('GET', '/api/pages?status=draft', 200, { token: editor.token });
    await send('GET', `/api/pages/${id}`, 200);
    const shown = await send('GET', '/api/pages/by-path?path=/case-studies/gulf-bank&lang=ar', 200);
    expect(shown.body.data.images, 'a stored image, so its schema is held').toHaveLength(1);
    await send('PUT', `/api/pages/${id}`, 200, { token: editor.token, json: page({ version }) });
    await send('PUT', `/api/pages/${id}`, 409, { token: editor.token, json: page({ version }) });
    await send('POST', '/api/pages', 409, { token: editor.token, json: page() });
    await send('GET', '/api/pages/by-path?path=/no-such-page', 404);
    await send('DELETE', `/api/pages/${id}`, 403, { token: editor.token });
    await send('DELETE', `/api/pages/${id}`, 200, { token: admin.token });
    await send('GET', `/api/pages/${id}`, 404);

    const menus = await send('GET', '/api/menus?lang=ar', 200);
    const footer = menus.body.data.menus[1];
    await send('PUT', '/api/menus/footer?lang=en', 200, { token: admin.token, json: { items: footer.items, version: footer.version } });
    await send('PUT', '/api/menus/footer', 409, { token: admin.token, json: { items: footer.items, version: footer.version } });
    await send('PUT', '/api/menus/footer', 403, { token: editor.token, json: { items: footer.items, version: footer.version + 1 } });
  });

  it('personal data: finding, exporting and erasing what is held about an address (admins)', async () => {
    await send('POST', '/api/contact', 201, {
      json: { fullName: 'Omar Said', email: 'omar.said@example.com', subject: 'A question', message: 'About private models.', consent: true },
    });
    const found = await send('POST', '/api/personal-data/lookup', 200, { token: admin.token, json: { email: 'Omar.Said@example.com' } });
    expect(found.body.data.enquiries).toHaveLength(1);
    await send('POST', '/api/personal-data/lookup', 400, { token: admin.token, json: { email: 'not an address' } }, true);
    await send('POST', '/api/personal-data/lookup', 403, { token: editor.token, json: { email: 'omar.said@example.com' } });
    await send('POST', '/api/personal-data/erase', 400, { token: admin.token, json: { email: 42 } }, true);
    await send('POST', '/api/personal-data/erase', 403, { token: editor.token, json: { email: 'omar.said@example.com' } });
    await send('POST', '/api/personal-data/erase', 200, { token: admin.token, json: { email: 'omar.said@example.com' } });
  });

  it('webhooks: registering, changing, testing, the delivery log, a new secret, deleting (admins)', async () => {
    const hook = { url: 'http://127.0.0.1:9/sovra', events: ['enquiry.created'] };
    const made = await send('POST', '/api/webhooks', 201, { token: admin.token, json: hook });
    expect(made.body.data.secret).toMatch(/^whsec_/);
    const { id } = made.body.data.endpoint;
    await send('POST', '/api/webhooks', 400, { token: admin.token, json: { ...hook, url: 'http://10.0.0.5/sovra' } });
    await send('POST', '/api/webhooks', 400, { token: admin.token, json: { ...hook, events: ['order.shipped'] } }, true);
    await send('GET', '/api/webhooks', 200, { token: admin.token });
    await send('GET', `/api/webhooks/${id}`, 200, { token: admin.token });
    await send('PATCH', `/api/webhooks/${id}`, 200, { token: admin.token, json: { enabled: false } });
    const test = await send('POST', `/api/webhooks/${id}/test`, 200, { token: admin.token });
    expect(test.body.data).toMatchObject({ type: 'webhook.test', status: 'PENDING' });
    const log = await send('GET', `/api/webhooks/${id}/deliveries?limit=5`, 200, { token: admin.token });
    expect(log.body.data.deliveries.map((delivery: { id: number }) => delivery.id)).toContain(test.body.data.id);
    await send('POST', `/api/webhooks/${id}/rotate-secret`, 200, { token: admin.token });
    await send('GET', '/api/webhooks', 403, { token: editor.token });
    await send('DELETE', `/api/webhooks/${id}`, 200, { token: admin.token });
    await send('GET', `/api/webhooks/${id}`, 404, { token: admin.token });
    await send('GET', `/api/webhooks/${id}/deliveries`, 404, { token: admin.token });
  });

  it('redirects: listing, adding, editing, removing (admins)', async () => {
    const created = await send('POST', '/api/redirects', 201, { token: admin.token, json: { from: '/old-offers', to: '/sovra-core' } });
    const { id } = created.body.data;
    await send('GET', '/api/redirects?page=1&limit=5&search=offers', 200, { token: admin.token });
    await send('POST', '/api/redirects', 409, { token: admin.token, json: { from: '/old-offers', to: '/sovra-mesh' } });
    await send('PUT', `/api/redirects/${id}`, 200, { token: admin.token, json: { from: '/old-offers', to: '/blog' } });
    await send('GET', '/api/redirects', 403, { token: editor.token });
    await send('DELETE', `/api/redirects/${id}`, 200, { token: admin.token });
    await send('DELETE', `/api/redirects/${id}`, 404, { token: admin.token });
  });

  it('preview links: making them for a post and a page, revoking (staff)', async () => {
    const post = await send('POST', '/api/blogs', 201, {
      token: editor.token,
      json: { status: 'draft', tags: [], translations: { en: { title: 'Previewed', excerpt: 'An excerpt', body: 'Words.' } } },
    });
    const made = await send('POST', `/api/blogs/${post.body.data.id}/preview-links`, 201, { token: editor.token, json: { expiresInDays: 30 } });
    await send('POST', `/api/blogs/${post.body.data.id}/preview-links`, 400, { token: editor.token, json: { expiresInDays: 3 } }, true);
    const page = await send('POST', '/api/pages', 201, {
      token: editor.token,
      json: { path: '/previewed-page', status: 'draft', translations: { en: { title: 'Previewed' } }, blocks: [] },
    });
    await send('POST', `/api/pages/${page.body.data.id}/preview-links`, 201, { token: editor.token, json: {} });
    await send('DELETE', `/api/preview-links/${made.body.data.id}`, 200, { token: admin.token });
    await send('DELETE', '/api/preview-links/999999', 404, { token: admin.token });
  });

  it('pending changes: published, discarded, refused when none or stale (staff)', async () => {
    const live = { status: 'published', tags: [], translations: { en: { title: 'Live for the contract', excerpt: 'An excerpt', body: 'Words.' } } };
    const post = await send('POST', '/api/blogs', 201, { token: editor.token, json: live });
    const { id } = post.body.data;
    const edited = await send('PUT', `/api/blogs/${id}`, 200, {
      token: editor.token,
      json: { ...live, version: post.body.data.version, translations: { en: { ...live.translations.en, body: 'New words.' } } },
    });
    await send('POST', `/api/blogs/${id}/publish-changes`, 409, { token: editor.token, json: { version: 1 } }, true);
    const published = await send('POST', `/api/blogs/${id}/publish-changes`, 200, { token: editor.token, json: { version: edited.body.data.version } });
    await send('POST', `/api/blogs/${id}/discard-changes`, 400, { token: editor.token, json: { version: published.body.data.version } }, true);
    const again = await send('PUT', `/api/blogs/${id}`, 200, { token: editor.token, json: { ...live, version: published.body.data.version } });
    await send('POST', `/api/blogs/${id}/discard-changes`, 200, { token: editor.token, json: { version: again.body.data.version } });
    const livePage = { path: '/live-for-the-contract', status: 'published', translations: { en: { title: 'Live' } }, blocks: [] };
    const page = await send('POST', '/api/pages', 201, { token: editor.token, json: livePage });
    const pageId = page.body.data.id;
    const pageEdited = await send('PUT', `/api/pages/${pageId}`, 200, {
      token: editor.token,
      json: { ...livePage, version: page.body.data.version, translations: { en: { title: 'Live, edited' } } },
    });
    const pagePublished = await send('POST', `/api/pages/${pageId}/publish-changes`, 200, {
      token: editor.token,
      json: { version: pageEdited.body.data.version },
    });
    const pageAgain = await send('PUT', `/api/pages/${pageId}`, 200, { token: editor.token, json: { ...livePage, version: pagePublished.body.data.version } });
    await send('POST', `/api/pages/${pageId}/discard-changes`, 200, { token: editor.token, json: { version: pageAgain.body.data.version } });
  });

  it('review: submitting, sending back and approving a post and a page (staff)', async () => {
    const post = await send('POST', '/api/blogs', 201, {
      token: editor.token,
      json: { status: 'draft', tags: [], translations: { en: { title: 'Reviewed', excerpt: 'An excerpt', body: 'Words.' } } },
    });
    const postId = post.body.data.id;
    await send('POST', `/api/blogs/${postId}/approve`, 409, { token: admin.token, json: { version: post.body.data.version } });
    await send('POST', `/api/blogs/${postId}/submit`, 200, { token: editor.token });
    await send('POST', `/api/blogs/${postId}/send-back`, 200, { token: admin.token, json: { comment: 'A source, please.' } });
    await send('POST', `/api/blogs/${postId}/send-back`, 409, { token: admin.token, json: { comment: 'Again' } });
    await send('POST', `/api/blogs/${postId}/submit`, 200, { token: editor.token });
    await send('POST', `/api/blogs/${postId}/approve`, 200, { token: admin.token, json: { version: post.body.data.version } });
    await send('POST', `/api/blogs/${postId}/submit`, 409, { token: editor.token });
    const page = await send('POST', '/api/pages', 201, {
      token: editor.token,
      json: { path: '/reviewed-page', status: 'draft', translations: { en: { title: 'Reviewed' } }, blocks: [] },
    });
    const pageId = page.body.data.id;
    await send('POST', `/api/pages/${pageId}/submit`, 200, { token: editor.token });
    await send('POST', `/api/pages/${pageId}/send-back`, 200, { token: admin.token, json: { comment: 'A title in Arabic, please.' } });
    await send('POST', `/api/pages/${pageId}/submit`, 200, { token: editor.token });
    await send('POST', `/api/pages/${pageId}/approve`, 200, { token: admin.token, json: { version: page.body.data.version } });
  });

  it('tags: listing, renaming, merging, deleting (staff)', async () => {
    const tagged = { status: 'draft', tags: ['Contract tag', 'الإمارات التعاقدية'], translations: { en: { title: 'Tagged for the contract' } } };
    await send('POST', '/api/blogs', 201, { token: editor.token, json: tagged });
    const list = await send('GET', '/api/tags?page=1&limit=5&search=Contract', 200, { token: editor.token });
    const [contract] = list.body.data.tags;
    const arabic = await app.db.tag.findFirstOrThrow({ where: { translations: { some: { name: 'الإمارات التعاقدية' } } } });
    await send('PUT', `/api/tags/${contract.id}`, 200, { token: editor.token, json: { en: 'Contract tag', ar: 'وسم العقد' } });
    await send('PUT', `/api/tags/${contract.id}`, 409, { token: editor.token, json: { en: 'Contract tag', ar: 'الإمارات التعاقدية' } });
    await send('POST', `/api/tags/${arabic.id}/merge`, 200, { token: editor.token, json: { into: contract.id } });
    await send('POST', `/api/tags/${contract.id}/merge`, 400, { token: editor.token, json: { into: contract.id } });
    await send('GET', '/api/tags', 401);
    await send('DELETE', `/api/tags/${contract.id}`, 200, { token: admin.token });
    await send('DELETE', `/api/tags/${contract.id}`, 404, { token: admin.token });
  });

  it('recent activity, every entry of it, for admins and editors', async () => {
    // The page above was deleted and a menu saved: a page that stays is held too.
    const page = { path: '/activity-held', status: 'draft', translations: { en: { title: 'Held' } }, blocks: [] };
    await send('POST', '/api/pages', 201, { token: editor.token, json: page });
    // Failed sign-ins and exports are in the log by now: name them, so their subjects are held too.
    for (const [token, filter] of [
      [admin.token, ''],
      [admin.token, '&actions=auth.login_failed,auth.login,contact.exported'],
      [editor.token, ''],
    ]) {
      let before = '';
      do {
        const page = await send('GET', `/api/activity?limit=50&lang=ar${filter}${before}`, 200, { token });
        before = page.body.data.hasMore ? `&before=${page.body.data.nextBefore}` : '';
      } while (before);
    }
  });

  it('the site archive: exporting it, and importing it back (admins)', async () => {
    const exported = await app.request('/api/export', { method: 'POST', token: admin.token });
    const archive = new Uint8Array(await exported.arrayBuffer());
    const request = { method: 'POST', url: '/api/export' };
    expect(contract.checkRequest(request)).toEqual([]);
    hold(request, { status: exported.status, headers: exported.headers, body: null, text: new TextDecoder().decode(archive) });
    expect(exported.status).toBe(200);
    await send('POST', '/api/export', 403, { token: editor.token });
    const form = (bytes: Uint8Array) => {
      const body = new FormData();
      body.set('archive', new Blob([Buffer.from(bytes)], { type: 'application/zip' }), 'site.zip');
      return body;
    };
    await send('POST', '/api/import', 400, { token: admin.token, body: form(new TextEncoder().encode('not a zip')) });
    await send('POST', '/api/import', 403, { token: editor.token, body: form(archive) });
    // The site's own archive: the same content comes back.
    const imported = await send('POST', '/api/import', 200, { token: admin.token, body: form(archive) });
    expect(imported.body.data.message).toBe('Site imported');
  });
});

describe('every kind of refusal, as the document describes it', () => {
  it('400: bad input, with the field at fault', async () => {
    await send('GET', '/api/blogs?lang=fr', 400, {}, true);
    await send('GET', '/api/users/abc', 400, { token: admin.token }, true);
    await send('POST', '/api/users', 400, { token: admin.token, json: { ...newUser(), email: 'not an address' } }, true);
  });

  it('401: no token, or one that is no good', async () => {
    await send('GET', '/api/auth/profile', 401);
    await send('GET', '/api/contact-messages', 401, { token: 'x'.repeat(43) });
    await send('POST', '/api/media', 401, { body: await imageForm() });
  });

  it("403: another site's page sending a write", async () => {
    await send('POST', '/api/contact', 403, { json: enquiry(), headers: { origin: 'https://elsewhere.example' } });
  });

  it('413 and 415: a body over its limit, or not JSON', async () => {
    await send('POST', '/api/contact', 413, { json: enquiry({ message: 'x'.repeat(1024 * 1024) }) }, true);
    await send('POST', '/api/users', 415, { token: admin.token, body: JSON.stringify(newUser()), headers: { 'content-type': 'text/plain' } }, true);
  });

  it('429: too many failed sign-ins, with Retry-After', async () => {
    const user = await app.createStaff({ username: unique('contract-throttled'), role: 'EDITOR' });
    const attempt = { json: { username: user.username, password: 'a wrong guess entirely' }, ip: '203.0.113.77' };
    for (let i = 0; i < 5; i++) await send('POST', '/api/auth/login', 401, attempt);
    await send('POST', '/api/auth/login', 429, attempt);
  });

  it('429: too many likes from one address, with Retry-After', async () => {
    const [post] = (await app.call('/api/blogs')).body.data.blogs;
    const like = { headers: { 'user-agent': chrome }, ip: '203.0.113.78' };
    for (let i = 0; i < 30; i++) expect((await app.call(`/api/blogs/${post.id}/like`, { method: 'POST', ...like })).status).toBe(200);
    await send('POST', `/api/blogs/${post.id}/like`, 429, like);
  });

  it('503: uploads while the server is busy making variants, with Retry-After', async () => {
    const forms = await Promise.all(Array.from({ length: 10 }, () => imageForm()));
    const answers = await Promise.all(forms.map((body) => app.call('/api/media', { method: 'POST', body, token: editor.token })));
    for (const answer of answers) hold({ method: 'POST', url: '/api/media' }, answer);
    expect(answers.map((answer) => answer.status)).toContain(503);
  }, 30_000);

  it('left no route without a success as described, nor a kind of refusal unseen', () => {
    const missing = routes.filter((route) => ![...(answered.get(key(route.method, route.path)) ?? [])].some((status) => status < 300));
    expect(missing.map((route) => `${route.method} ${route.path}`)).toEqual([]);
    const seen = new Set([...answered.values()].flatMap((statuses) => [...statuses]));
    const refusals = Object.keys(document.components.responses).filter((name): name is ErrorCode => name !== 'Error');
    expect(refusals.filter((code) => !seen.has(errorStatus[code]))).toEqual([]);
  });
});
