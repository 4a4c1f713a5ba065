import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContract, type Contract, type SentRequest } from '../testing/openApiContract.ts';
import { createSignInChallenge } from '../services/auth/twoFactor.ts';
import { timeStep, totpAt } from '../services/auth/totp.ts';
import { SoftAuthenticator } from '../testing/softAuthenticator.ts';
import { createTestApp, type RestResult, type TestApp } from '../testing/testApp.ts';

// The OpenAPI document equals the server at its edges (issue 20). Walking the document, not a list
// of routes: every parameter and JSON body field with declared bounds (minimum and maximum,
// minLength and maxLength, maxItems, an enum) is taken at each bound and refused one past it with a
// 400 whose `details` name it as the document does; a string the document leaves unbounded is not
// refused for its length; every path with a trailing slash is no path (404), as in the document.

type Json = Record<string, any>;

let app: TestApp;
let document: Json;
let contract: Contract;
let admin: { id: number; username: string; password: string; token: string };
let imageId: number;

let counter = 0;
const unique = (prefix: string) => `${prefix}${++counter}`;
/** Every request from its own address: sign-in, contact and like throttles stay out of the way. */
let ips = 0;
const nextIp = () => {
  ips++;
  return `10.20.${(ips >> 8) & 255}.${ips & 255}`;
};

/** Longer than any limit a string of these routes has (yet within the beacon's 2 KiB body). */
const unboundedProbeLength = 1500;

beforeAll(async () => {
  app = createTestApp();
  // Id 1 of every table is a bystander: the walk sends writes to the lowest id a path takes.
  await app.createStaff({ username: 'boundary-bystander', role: 'EDITOR' });
  const created = await app.createStaff({ username: 'boundary-admin', role: 'ADMIN' });
  admin = { ...created, token: await app.signIn(created.username, created.password) };
  for (const background of ['#336699', '#993366']) {
    const form = new FormData();
    form.set(
      'file',
      new Blob(
        [
          new Uint8Array(
            await sharp({ create: { width: 64, height: 48, channels: 3, background } })
              .jpeg()
              .toBuffer(),
          ),
        ],
        { type: 'image/jpeg' },
      ),
      'harbour.jpg',
    );
    imageId = (await app.call('/api/media', { method: 'POST', body: form, token: admin.token })).body.data.id;
  }
  document = (await app.call('/api/openapi.json')).body;
  contract = createContract(document);
});
afterAll(() => app.cleanup());

const resolve = (schema: Json): Json =>
  schema.$ref
    ? resolve(
        schema.$ref
          .split('/')
          .slice(1)
          .reduce((at: Json, key: string) => at[key], document),
      )
    : schema;
/** A schema without its `null` branch: what a value of it is when there is one. */
const nonNull = (schema: Json): Json => {
  const resolved = resolve(schema);
  const branch = resolved.anyOf?.find((option: Json) => resolve(option).type !== 'null');
  return branch ? nonNull(branch) : resolved;
};

interface Probe {
  label: string;
  value: unknown;
  /** Accepted: no 400 naming the field. Refused: a 400 naming it. */
  accepted: boolean;
}

/** An address of `length` characters, its domain in labels of at most 63 (as DNS has them). */
function emailOfLength(length: number): string {
  let local = length - '@example.com'.length;
  const labels: string[] = [];
  while (local > 64) {
    const size = Math.max(1, Math.min(63, local - 65));
    labels.push('d'.repeat(size));
    local -= size + 1;
  }
  return `${'a'.repeat(local)}@${[...labels, 'example', 'com'].join('.')}`;
}

/** `base` lengthened (its last character repeated) or cut to `length`: a value of that length like a valid one. */
function ofLength(base: unknown, length: number, format?: string): string {
  if (format === 'email' && length >= 'a@example.com'.length) return emailOfLength(length);
  const text = typeof base === 'string' && base.length > 0 ? base : 'boundary';
  return text.length >= length ? text.slice(0, length) : text + text.at(-1)!.repeat(length - text.length);
}

/** The values at and one past each bound a schema declares; `base` is a valid value of it, if known. */
function probes(schema: Json, base: unknown): Probe[] {
  const found: Probe[] = [];
  /** The value at a bound, taken, and the one past it, refused. */
  const bound = (name: string, at: unknown, past: unknown) => {
    found.push({ label: `${name} (at it)`, value: at, accepted: true }, { label: `${name} (one past it)`, value: past, accepted: false });
  };
  if (schema.type === 'integer') {
    if (schema.minimum !== undefined) bound(`minimum ${schema.minimum}`, schema.minimum, schema.minimum - 1);
    if (schema.maximum !== undefined) bound(`maximum ${schema.maximum}`, schema.maximum, schema.maximum + 1);
  }
  if (schema.type === 'string' && !schema.enum && schema.const === undefined) {
    const like = (length: number) => ofLength(base, length, schema.format);
    if (schema.minLength) bound(`minLength ${schema.minLength}`, like(schema.minLength), like(schema.minLength - 1));
    if (schema.maxLength !== undefined) bound(`maxLength ${schema.maxLength}`, like(schema.maxLength), like(schema.maxLength + 1));
    else found.push({ label: `no maxLength: ${unboundedProbeLength} characters`, value: like(unboundedProbeLength), accepted: true });
  }
  if (schema.type === 'string' && schema.enum) {
    for (const member of schema.enum) found.push({ label: `enum ${member}`, value: member, accepted: true });
    found.push({ label: 'not in the enum', value: 'not-one-of-them', accepted: false });
  }
  if (schema.type === 'array' && schema.maxItems !== undefined) {
    const members: unknown[] | undefined = nonNull(schema.items).enum;
    const first = Array.isArray(base) && base.length ? base[0] : 'boundary';
    // Distinct items like a valid one: an enum's members in turn, else the valid one numbered in
    // front (a slug, an address or a name stays one).
    const items = (n: number) => Array.from({ length: n }, (_, i) => (members ? members[i % members.length] : `${i}${first}`));
    bound(`maxItems ${schema.maxItems}`, items(schema.maxItems), items(schema.maxItems + 1));
  }
  return found;
}

/** Each field of a JSON body schema, by its path (`translations.en.title`), where its parent is in `body`. */
function bodyFields(schema: Json, body: Json, path: string[] = []): { path: string[]; schema: Json }[] {
  const object = nonNull(schema);
  return Object.entries((object.properties ?? {}) as Record<string, Json>).flatMap(([name, property]) => {
    const field = nonNull(property);
    const value = body?.[name];
    const here = [...path, name];
    return field.type === 'object' ? (value && typeof value === 'object' ? bodyFields(field, value, here) : []) : [{ path: here, schema: field }];
  });
}

const withValue = (body: Json, path: string[], value: unknown): Json => {
  const copy = structuredClone(body);
  path.slice(0, -1).reduce((at: Json, key) => at[key], copy)[path.at(-1)!] = value;
  return copy;
};

function named(answer: RestResult, name: string): boolean {
  return answer.status === 400 && answer.body?.error === 'BAD_USER_INPUT' && Object.hasOwn(answer.body.details ?? {}, name);
}

/**
 * The probes worth sending: a value at a bound that the schema refuses for another reason (a
 * pattern or format that no value like the valid one of that length fits) is no test of the bound.
 */
const sendable = (schema: Json, found: Probe[]) => found.filter((probe) => !probe.accepted || contract.problems(schema, probe.value, '').length === 0);

/** Sends a request, holds its answer to the document, and says what is wrong with it for the probe, if anything. */
async function judge(request: SentRequest & { token?: string }, probe: Probe, name: string): Promise<string | null> {
  const answer = await app.call(request.url, { method: request.method, token: request.token, json: request.json, ip: nextIp() });
  const label = `${request.method} ${request.url.slice(0, 120)} ${name} ${probe.label}`;
  const problems = contract.checkAnswer(request, answer);
  if (problems.length) return `${label}: ${problems.join('; ')}`;
  if (probe.accepted && named(answer, name)) return `${label}: refused (${answer.body.message})`;
  if (!probe.accepted && !named(answer, name)) return `${label}: not refused naming ${name} (${answer.status} ${answer.text.slice(0, 200)})`;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Requests each operation takes: its path filled in, and a valid body (made afresh for every one
// sent, so one accepted write does not change what the next finds).

interface ValidRequest {
  params?: Record<string, string | number>;
  body?: Json;
  /** Another caller's token than the admin's. */
  token?: string;
  /** Body fields only one value fits (the password to confirm, the slug the path names): no other length is a valid request. */
  fixed?: string[];
}

const origin = 'http://localhost';

/** A staff member with one passkey, added through the API. */
async function staffWithPasskey() {
  const staff = await staffWithToken();
  const authenticator = new SoftAuthenticator(origin);
  const options = (await app.call('/api/auth/passkeys/options', { method: 'POST', token: staff.token })).body.data.options;
  const added = await app.call('/api/auth/passkeys', {
    method: 'POST',
    token: staff.token,
    json: { name: 'Laptop', response: authenticator.register(options) },
  });
  expect(added.status, added.text).toBe(201);
  return { ...staff, authenticator, passkeyId: added.body.data.id as number };
}

async function staffWithToken() {
  const created = await app.createStaff({ username: unique('boundary-staff'), role: 'EDITOR' });
  return { ...created, token: await app.signIn(created.username, created.password) };
}

/** A staff member with authenticator-app codes on, signed in before they were. */
async function staffWithTotp() {
  const staff = await staffWithToken();
  const { secret } = (await app.call('/api/auth/totp/setup', { method: 'POST', token: staff.token })).body.data as { secret: string };
  const on = await app.call('/api/auth/totp/confirm', { method: 'POST', token: staff.token, json: { code: totpAt(secret, timeStep(Date.now())) } });
  expect(on.status, on.text).toBe(200);
  return staff;
}

async function post() {
  const answer = await app.call('/api/blogs', {
    method: 'POST',
    token: admin.token,
    json: { status: 'draft', translations: { en: { title: unique('Boundary post ') } } },
  });
  return answer.body.data as { id: number; version: number };
}

/** A live post or page with changes pending over it (an edit saved while it is published), and the version to act from. */
async function pending(kind: 'blogs' | 'pages') {
  const json =
    kind === 'blogs'
      ? { status: 'published', translations: { en: { title: unique('Boundary live '), body: 'Live words.' } } }
      : { ...page(), status: 'published' };
  const made = (await app.call(`/api/${kind}`, { method: 'POST', token: admin.token, json })).body.data as { id: number; version: number };
  const edit =
    kind === 'blogs'
      ? { status: 'published', version: made.version, translations: { en: { title: unique('Boundary pending '), body: 'Pending words.' } } }
      : { ...page(), status: 'published', version: made.version, translations: { en: { title: unique('Boundary pending ') }, ar: { title: 'تغييرات' } } };
  const saved = await app.call(`/api/${kind}/${made.id}`, { method: 'PUT', token: admin.token, json: edit });
  expect(saved.status, saved.text).toBe(200);
  return { id: made.id, version: (saved.body.data as { version: number }).version };
}

/** A draft post or page submitted for review, and its version. */
async function submitted(kind: 'blogs' | 'pages') {
  const json =
    kind === 'blogs' ? { status: 'draft', translations: { en: { title: unique('Boundary review '), body: 'Words.' } } } : { ...page(), status: 'draft' };
  const made = (await app.call(`/api/${kind}`, { method: 'POST', token: admin.token, json })).body.data as { id: number; version: number };
  const submit = await app.call(`/api/${kind}/${made.id}/submit`, { method: 'POST', token: admin.token });
  expect(submit.status, submit.text).toBe(200);
  return made;
}

const translation = {
  title: 'Sovereign AI',
  excerpt: 'Why data stays home',
  body: '# Data at home',
  seoTitle: 'Sovereign AI',
  seoDescription: 'Models run where the data lives',
};

/** Valid requests by operation (`POST /api/users`); one not listed is sent with its path's lowest ids and no body. */
const valid: Record<string, () => Promise<ValidRequest>> = {
  'POST /api/auth/login': async () => ({ body: { username: admin.username, password: admin.password } }),
  // The second step of signing in: a fresh challenge and an unused recovery code of a staff member
  // with authenticator-app codes on (a code is good once, so each request has its own).
  'POST /api/auth/login/code': async () => {
    const staff = await staffWithToken();
    const { secret } = (await app.graphql('mutation { startTotpSetup { secret } }', {}, staff.token)).data.startTotpSetup as { secret: string };
    const confirmed = await app.graphql(
      'mutation ($input: ConfirmTotpSetupInput!) { confirmTotpSetup(input: $input) { recoveryCodes } }',
      { input: { code: totpAt(secret, timeStep(Date.now())) } },
      staff.token,
    );
    const [code] = confirmed.data.confirmTotpSetup.recoveryCodes as string[];
    return { body: { challenge: await createSignInChallenge(app.db, staff.id), code }, fixed: ['challenge', 'code'] };
  },
  // Passkeys: a staff member's own, made through the API by a software authenticator; each answer
  // is good once, so each request has its own.
  'POST /api/auth/login/passkey/options': async () => {
    const { id } = await staffWithPasskey();
    return { body: { challenge: await createSignInChallenge(app.db, id) }, fixed: ['challenge'] };
  },
  // A fresh code of a finished single sign-on (services/auth/oidc.test.ts makes them through a real provider).
  'POST /api/auth/login/sso': async () => {
    const staff = await app.createStaff({ username: unique('boundary-sso'), role: 'EDITOR' });
    const code = unique('boundary-sso-code-').padEnd(43, 'x');
    await app.db.oidcSignIn.create({
      data: {
        stateHash: unique('boundary-state-'),
        browserHash: '',
        nonce: '',
        codeVerifier: '',
        userId: staff.id,
        exchangeHash: createHash('sha256').update(code).digest('hex'),
        expiresAt: new Date(Date.now() + 60_000),
      },
    });
    return { body: { code }, fixed: ['code'] };
  },
  'POST /api/auth/login/passkey': async () => {
    const { authenticator } = await staffWithPasskey();
    const options = (await app.call('/api/auth/login/passkey/options', { method: 'POST', json: {}, ip: nextIp() })).body.data.options;
    return { body: { response: authenticator.authenticate(options) }, fixed: ['response'] };
  },
  'POST /api/auth/passkeys': async () => {
    const staff = await staffWithToken();
    const options = (await app.call('/api/auth/passkeys/options', { method: 'POST', token: staff.token })).body.data.options;
    return { token: staff.token, body: { name: 'Work laptop', response: new SoftAuthenticator(origin).register(options) }, fixed: ['response'] };
  },
  'PATCH /api/auth/passkeys/{id}': async () => {
    const { token, passkeyId } = await staffWithPasskey();
    return { token, params: { id: passkeyId }, body: { name: 'Work laptop' } };
  },
  'POST /api/auth/reauthenticate/passkey/options': async () => ({ token: (await staffWithPasskey()).token }),
  // Ending a session: an editor's own spare one (an admin's token could end another test's session).
  'DELETE /api/auth/sessions/{id}': async () => {
    const staff = await staffWithToken();
    const spare = await app.signIn(staff.username, staff.password);
    const sessions = (await app.call('/api/auth/sessions', { token: spare })).body.data.sessions as { id: number; current: boolean }[];
    return { token: staff.token, params: { id: sessions.find((session) => session.current)!.id } };
  },
  'POST /api/auth/reauthenticate': async () => {
    const staff = await staffWithToken();
    return { token: staff.token, body: { password: staff.password }, fixed: ['password'] };
  },
  // Authenticator-app codes: a staff member of their own for each request (a code is good once).
  'POST /api/auth/totp/confirm': async () => {
    const staff = await staffWithToken();
    const { secret } = (await app.call('/api/auth/totp/setup', { method: 'POST', token: staff.token })).body.data as { secret: string };
    return { token: staff.token, body: { code: totpAt(secret, timeStep(Date.now())) }, fixed: ['code'] };
  },
  'POST /api/auth/totp/recovery-codes': async () => {
    const staff = await staffWithTotp();
    return { token: staff.token, body: { password: staff.password }, fixed: ['password'] };
  },
  'POST /api/auth/totp/off': async () => {
    const staff = await staffWithTotp();
    return { token: staff.token, body: { password: staff.password }, fixed: ['password'] };
  },
  'POST /api/auth/change-password': async () => {
    const staff = await staffWithToken();
    return { token: staff.token, body: { currentPassword: staff.password, newPassword: 'a perfectly fine passphrase' }, fixed: ['currentPassword'] };
  },
  'POST /api/users': async () => {
    const username = unique('boundary-user');
    return {
      body: {
        username,
        email: `${username}@example.com`,
        displayName: 'Noor Al Mansouri',
        password: 'a perfectly fine passphrase',
        bio: 'Writes',
        displayNameAr: 'نور',
        bioAr: 'تكتب',
        role: 'EDITOR',
      },
    };
  },
  'PUT /api/users/{id}': async () => ({
    params: { id: (await app.createStaff({ username: unique('boundary-target'), role: 'EDITOR' })).id },
    body: { email: `${unique('boundary')}@example.com`, displayName: 'Noor', bio: 'Writes', displayNameAr: 'نور', bioAr: 'تكتب', role: 'EDITOR', active: true },
  }),
  // Ending all of a user's sessions: a fresh editor's, signed in once (not the admin's own).
  'DELETE /api/users/{id}/sessions': async () => {
    const staff = await staffWithToken();
    return { params: { id: staff.id } };
  },
  'POST /api/users/{id}/change-password': async () => ({
    params: { id: (await app.createStaff({ username: unique('boundary-target'), role: 'EDITOR' })).id },
    body: { newPassword: 'a perfectly fine passphrase' },
  }),
  'POST /api/blogs': async () => ({
    body: {
      slug: unique('boundary-post-'),
      status: 'draft',
      featured: false,
      tags: ['sovereignty'],
      coverImage: 'https://example.com/cover.jpg',
      translations: { en: translation, ar: translation },
      createKey: crypto.randomUUID(),
    },
  }),
  'PUT /api/blogs/{idOrSlug}': async () => {
    const { id, version } = await post();
    return {
      params: { idOrSlug: id },
      body: {
        version,
        slug: unique('boundary-post-'),
        status: 'draft',
        featured: false,
        tags: ['sovereignty'],
        coverImage: '/media/cover.jpg',
        translations: { en: translation, ar: translation },
      },
    };
  },
  'POST /api/contact': async () => ({
    body: {
      fullName: 'Layla Haddad',
      company: 'Gulf Logistics',
      email: 'layla@example.com',
      subject: 'Private AI for our fleet',
      message: 'We would like to hear about Sovra Core.',
      consent: true,
      language: 'en',
      website: '',
    },
  }),
  'PATCH /api/contact-messages/{id}': async () => {
    const message = await app.db.contactMessage.create({
      data: {
        fullName: 'Layla Haddad',
        email: 'layla@example.com',
        subject: 'A question',
        message: 'A message the walk reads',
        language: 'en',
      },
    });
    return { params: { id: message.id }, body: { status: 'read' } };
  },
  'POST /api/events': async () => ({
    body: { type: 'pageview', path: '/blog/a-post', language: 'en', referrer: 'https://www.google.com/', post: 'a-post' },
    fixed: ['post'],
  }),
  'POST /api/client-errors': async () => ({ body: { kind: 'error', message: 'x is undefined', stack: 'at home.tsx:1', path: '/' } }),
  'PATCH /api/settings': async () => {
    const { version } = (await app.call('/api/settings/all', { token: admin.token })).body.data;
    return {
      body: {
        version,
        siteName: 'Sovra',
        siteNameAr: 'سوفرا',
        contactEmail: 'hello@example.com',
        contactPhone: '+971 4 555 0100',
        officeAddress: 'Dubai Internet City',
        officeAddressAr: 'مدينة دبي للإنترنت',
        businessHours: 'Sunday to Thursday',
        businessHoursAr: 'الأحد إلى الخميس',
        bookingWidgetUrl: 'https://cal.example.com/sovra',
        bookingEnabled: true,
        notificationRecipients: ['ops@example.com'],
        blockList: ['@spam.example'],
        analyticsEnabled: true,
      },
    };
  },
  'PATCH /api/media/{id}': async () => ({ params: { id: imageId }, body: { altEn: 'A harbour at dusk', altAr: 'ميناء عند الغروب' } }),
  'POST /api/pages': async () => ({ body: { ...page(), createKey: crypto.randomUUID() } }),
  'PUT /api/pages/{id}': async () => {
    const created = (await app.call('/api/pages', { method: 'POST', token: admin.token, json: page() })).body.data as { id: number; version: number };
    return { params: { id: created.id }, body: { ...page(), version: created.version } };
  },
  'POST /api/personal-data/lookup': async () => ({ body: { email: 'boundary-person@example.com' } }),
  'POST /api/personal-data/erase': async () => ({ body: { email: 'boundary-person@example.com' } }),
  // A webhook endpoint on a loopback address (allowed outside production): no name to resolve.
  'POST /api/webhooks': async () => ({ body: { url: 'http://127.0.0.1:9/boundary', events: ['enquiry.created'] }, fixed: ['url', 'events'] }),
  'PATCH /api/webhooks/{id}': async () => {
    const made = await app.db.webhookEndpoint.create({ data: { url: 'http://127.0.0.1:9/boundary', events: '["enquiry.created"]', secret: 'whsec_boundary' } });
    return { params: { id: made.id }, body: { url: 'http://127.0.0.1:9/boundary', events: ['enquiry.created'], enabled: true }, fixed: ['url', 'events'] };
  },
  'POST /api/redirects': async () => ({ body: { from: `/${unique('boundary-old-')}`, to: '/sovra-core' } }),
  'PUT /api/redirects/{id}': async () => {
    const made = await app.db.redirect.create({ data: { fromPath: `/${unique('boundary-old-')}`, toPath: '/' } });
    return { params: { id: made.id }, body: { from: `/${unique('boundary-old-')}`, to: '/sovra-core' } };
  },
  // A link lasts one of three lengths (1, 7 or 30 days), not a range: only the valid one is taken.
  'POST /api/blogs/{id}/preview-links': async () => ({ params: { id: (await post()).id }, body: { expiresInDays: 7 }, fixed: ['expiresInDays'] }),
  'POST /api/pages/{id}/preview-links': async () => {
    const created = (await app.call('/api/pages', { method: 'POST', token: admin.token, json: page() })).body.data as { id: number };
    return { params: { id: created.id }, body: { expiresInDays: 30 }, fixed: ['expiresInDays'] };
  },
  // Acting on pending changes names the version read: only the valid one is taken.
  ...Object.fromEntries(
    (['blogs', 'pages'] as const).flatMap((kind) =>
      (['publish-changes', 'discard-changes'] as const).map((action) => [
        `POST /api/${kind}/{id}/${action}`,
        async () => {
          const { id, version } = await pending(kind);
          return { params: { id }, body: { version }, fixed: ['version'] };
        },
      ]),
    ),
  ),
  // Review steps act on a submitted draft; approving names the version read (only the valid one is taken).
  ...Object.fromEntries(
    (['blogs', 'pages'] as const).flatMap((kind) => [
      [
        `POST /api/${kind}/{id}/approve`,
        async () => {
          const { id, version } = await submitted(kind);
          return { params: { id }, body: { version }, fixed: ['version'] };
        },
      ],
      [`POST /api/${kind}/{id}/send-back`, async () => ({ params: { id: (await submitted(kind)).id }, body: { comment: 'A source, please.' } })],
    ]),
  ),
  'PUT /api/tags/{id}': async () => {
    const [id] = await boundaryTags(1);
    return { params: { id }, body: { en: 'Boundary', ar: 'حدود' } };
  },
  'POST /api/tags/{id}/merge': async () => {
    const [id, into] = await boundaryTags(2);
    return { params: { id }, body: { into }, fixed: ['into'] };
  },
  'PUT /api/menus/{name}': async () => {
    const { version, items } = (await app.call('/api/menus')).body.data.menus[1];
    return { params: { name: 'footer' }, body: { items, version }, fixed: ['version'] };
  },
};

/** Tags of their own, the walk's earlier ones gone (a name it set at a bound would be taken: 409). */
async function boundaryTags(count: number): Promise<number[]> {
  await app.db.tag.deleteMany({ where: { slug: { startsWith: 'boundary-tag-' } } });
  const ids: number[] = [];
  for (let n = 0; n < count; n++) {
    ids.push(
      (await app.db.tag.create({ data: { slug: unique('boundary-tag-'), translations: { create: { locale: 'en', name: unique('Boundary tag ') } } } })).id,
    );
  }
  return ids;
}

/** A page as written, at a path of its own. */
const page = () => ({
  path: `/${unique('boundary-page-')}`,
  status: 'draft',
  publishedAt: null,
  translations: {
    en: { title: 'Boundary page', description: 'A page the walk writes', socialImage: 'https://example.com/social.jpg' },
    ar: { title: 'صفحة', description: 'وصف', socialImage: '/media/social.jpg' },
  },
  blocks: [
    {
      type: 'callToAction',
      id: 'cta',
      title: { en: 'Talk to us', ar: 'تحدث إلينا' },
      action: { label: { en: 'Book', ar: 'احجز' }, link: { kind: 'booking' } },
    },
  ],
});

interface Operation {
  key: string;
  method: string;
  template: string;
  operation: Json;
}

const operations = (): Operation[] =>
  Object.entries(document.paths as Record<string, Json>).flatMap(([template, item]) =>
    Object.entries(item).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${template}`, method: method.toUpperCase(), template, operation })),
  );

/** The lowest value a path parameter takes: its minimum, or a letter. */
const lowest = (parameter: Json) => (parameter.schema.minimum !== undefined ? String(parameter.schema.minimum) : 'x');

function request(op: Operation, given: ValidRequest, change: { path?: Record<string, unknown>; query?: Record<string, unknown>; body?: Json } = {}) {
  const parameters = (op.operation.parameters ?? []) as Json[];
  const pathValue = (name: string) =>
    String(change.path?.[name] ?? given.params?.[name] ?? lowest(parameters.find((p) => p.in === 'path' && p.name === name)!));
  const path = op.template.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(pathValue(name)));
  const query = new URLSearchParams(Object.entries(change.query ?? {}).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : String(value)]));
  const takesJson = Boolean(op.operation.requestBody?.content['application/json']);
  const json = change.body ?? (takesJson ? (given.body ?? {}) : undefined);
  const token = given.token ?? (op.operation.security.length ? admin.token : undefined);
  return { method: op.method, url: `${path}${query.size ? `?${query}` : ''}`, json, token };
}

describe('the document equals the server at its edges', () => {
  it('takes each parameter at its declared bounds and refuses it one past them, naming it', { timeout: 120_000 }, async () => {
    const wrong: string[] = [];
    let sent = 0;
    for (const op of operations()) {
      for (const parameter of (op.operation.parameters ?? []) as Json[]) {
        // An empty path segment is another path: the trailing slash's test below.
        const found = sendable(parameter.schema, probes(parameter.schema, undefined)).filter(
          (probe) => !(parameter.in === 'path' && probe.label.startsWith('minLength')),
        );
        for (const probe of found) {
          const given = await (valid[op.key] ?? (async () => ({})))();
          const sending = request(
            op,
            given,
            parameter.in === 'path' ? { path: { [parameter.name]: probe.value } } : { query: { [parameter.name]: probe.value } },
          );
          sent++;
          const problem = await judge(sending, probe, parameter.name);
          if (problem) wrong.push(problem);
        }
      }
    }
    console.log(`boundaries: ${sent} requests at the bounds of path and query parameters`);
    expect(sent).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });

  it('takes each JSON body field at its declared bounds and refuses it one past them, naming it', { timeout: 300_000 }, async () => {
    const wrong: string[] = [];
    let sent = 0;
    for (const op of operations()) {
      const schema = op.operation.requestBody?.content['application/json']?.schema;
      if (!schema) continue;
      const make = valid[op.key];
      expect(make, `${op.key}: say in this test what a valid request is`).toBeDefined();
      const sample = await make();
      const asked = request(op, sample);
      expect(contract.checkRequest(asked), `${op.key}: the valid request as the document asks for it`).toEqual([]);
      const answer = await app.call(asked.url, { method: asked.method, token: asked.token, json: asked.json, ip: nextIp() });
      expect(answer.status, `${op.key}: the valid request is taken (${answer.text.slice(0, 200)})`).toBeLessThan(300);
      for (const field of bodyFields(schema, sample.body!).filter((f) => !sample.fixed?.includes(f.path.join('.')))) {
        const base = field.path.reduce((at: any, key) => at?.[key], sample.body);
        for (const probe of sendable(field.schema, probes(field.schema, base))) {
          const given = await make();
          const sending = request(op, given, { body: withValue(given.body!, field.path, probe.value) });
          sent++;
          const problem = await judge(sending, probe, field.path.join('.'));
          if (problem) wrong.push(problem);
        }
      }
    }
    console.log(`boundaries: ${sent} requests at the bounds of body fields`);
    expect(sent).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });

  it('has no path with a trailing slash, and neither has the server', async () => {
    const wrong: string[] = [];
    for (const op of operations()) {
      const { url } = request(op, {});
      const slashed = `${url}/`;
      expect(contract.find(op.method, slashed), `${op.method} ${slashed} in the document`).toBeNull();
      for (const token of [undefined, admin.token]) {
        const answer = await app.call(slashed, { method: op.method, token, json: op.method === 'GET' || op.method === 'DELETE' ? undefined : {} });
        const got = { status: answer.status, error: answer.body?.error, message: answer.body?.message };
        if (JSON.stringify(got) !== JSON.stringify({ status: 404, error: 'NOT_FOUND', message: 'No such API endpoint' }))
          wrong.push(`${op.method} ${slashed}${token ? ' (signed in)' : ''}: ${JSON.stringify(got)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
