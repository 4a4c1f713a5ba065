import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { ensureFirstAdmin, firstAdminNames } from './bootstrap.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { editorialTexts, seedContent } from './seed.ts';

let app: TestApp;
const log = pino({ level: 'silent' });
beforeAll(() => {
  app = createTestApp();
});
afterAll(() => app.cleanup());

describe('first start', () => {
  it('creates the first admin with a generated password, printed once and stored only as an argon2id hash', async () => {
    const printed: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      printed.push(String(chunk));
      return true;
    });
    try {
      await ensureFirstAdmin(app.db, { username: 'admin' }, log);
      await ensureFirstAdmin(app.db, { username: 'admin' }, log);
    } finally {
      spy.mockRestore();
    }
    const output = printed.join('');
    const password = /Password: (\S+)/.exec(output)?.[1];
    expect(password).toBeDefined();
    expect(password!.length).toBeGreaterThanOrEqual(20);
    expect(output.match(/Password:/g)).toHaveLength(1);
    const admin = await app.db.user.findUniqueOrThrow({ where: { username: 'admin' } });
    expect(admin.role).toBe('ADMIN');
    expect(admin.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(admin.passwordHash, password!)).toBe(true);
    expect(await app.db.user.count()).toBe(1);
  });

  it('uses ADMIN_PASSWORD when given, and signs in with it', async () => {
    const other = createTestApp();
    try {
      await ensureFirstAdmin(other.db, { username: 'owner', password: 'a long configured password' }, log);
      const token = await other.signIn('owner', 'a long configured password');
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    } finally {
      await other.cleanup();
    }
  });

  it('seeds the three launch posts once, in both languages, with tags', async () => {
    expect(await seedContent(app.db, log)).toBe(true);
    expect(await seedContent(app.db, log)).toBe(false);
    const posts = await app.db.post.findMany({ include: { translations: true, tags: true }, orderBy: { slug: 'asc' } });
    expect(posts.map((p) => p.slug)).toEqual([
      'ai-infrastructure-roi-gcc-companies-300-percent-returns',
      'data-sovereignty-uae-ai-infrastructure-guide',
      'private-llm-deployment-middle-east-enterprises',
    ]);
    for (const post of posts) {
      expect(post.status).toBe('PUBLISHED');
      expect(post.translations.map((t) => t.locale).sort()).toEqual(['ar', 'en']);
      expect(post.translations.every((t) => t.body.split('\n\n').length >= 4)).toBe(true);
      expect(post.tags.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives the first admin and the launch posts’ byline Arabic names and bios, which Arabic readers see', async () => {
    const admin = await app.db.user.findUniqueOrThrow({ where: { username: 'admin' } });
    expect(admin).toMatchObject({ displayName: 'Administrator', displayNameAr: 'مدير الموقع' });
    const editorial = await app.db.user.findUniqueOrThrow({ where: { username: 'editorial' } });
    expect(editorial).toMatchObject({
      displayName: 'Sovra Editorial Team',
      displayNameAr: 'فريق تحرير سوفرا',
      bio: editorialTexts.bio,
      bioAr: editorialTexts.bioAr,
    });
    expect(editorial.bioAr).toMatch(/^[\u0600-\u06FF\s،:.]+$/);
    const query = '{ post(slug: "data-sovereignty-uae-ai-infrastructure-guide") { author { displayName(locale: ar) bio(locale: ar) en: displayName } } }';
    const { data } = await app.graphql(query);
    expect(data.post.author).toEqual({ displayName: 'فريق تحرير سوفرا', bio: editorialTexts.bioAr, en: 'Sovra Editorial Team' });
  });

  it('does not bring back a seeded post that staff deleted', async () => {
    await app.db.post.delete({ where: { slug: 'private-llm-deployment-middle-east-enterprises' } });
    expect(await seedContent(app.db, log)).toBe(false);
    expect(await app.db.post.count()).toBe(2);
  });
});

describe('a database seeded before staff had Arabic names', () => {
  /** The accounts as earlier versions seeded them: English only, the launch content recorded as seeded. */
  async function olderDatabase(other: TestApp) {
    const passwordHash = await hashPassword('a long configured password');
    const admin = await other.db.user.create({
      data: { username: 'admin', email: 'admin@example.com', displayName: 'Administrator', role: 'ADMIN', passwordHash },
    });
    const editorial = await other.db.user.create({
      data: {
        username: 'editorial',
        email: 'editorial@sovra.invalid',
        displayName: editorialTexts.displayName,
        bio: editorialTexts.bio,
        role: 'EDITOR',
        active: false,
        passwordHash,
      },
    });
    await other.db.setting.create({ data: { key: 'seed.content', value: new Date().toISOString() } });
    return { admin, editorial };
  }
  const start = async (other: TestApp) => {
    await ensureFirstAdmin(other.db, { username: 'admin' }, log);
    await seedContent(other.db, log);
  };
  const row = (other: TestApp, id: number) => other.db.user.findUniqueOrThrow({ where: { id } });

  it('fills the seeded accounts’ empty Arabic name and bio on the next start, once', async () => {
    const other = createTestApp();
    try {
      const { admin, editorial } = await olderDatabase(other);
      await start(other);
      expect(await row(other, admin.id)).toMatchObject({ displayName: 'Administrator', displayNameAr: firstAdminNames.displayNameAr, bio: '', bioAr: '' });
      expect(await row(other, editorial.id)).toMatchObject({ displayNameAr: editorialTexts.displayNameAr, bioAr: editorialTexts.bioAr });

      // Emptied by someone afterwards, they stay empty: the fill happened once.
      await other.db.user.updateMany({ data: { displayNameAr: '', bioAr: '' } });
      await start(other);
      expect(await row(other, admin.id)).toMatchObject({ displayNameAr: '' });
      expect(await row(other, editorial.id)).toMatchObject({ displayNameAr: '', bioAr: '' });
    } finally {
      await other.cleanup();
    }
  });

  it('leaves alone what a user set: a renamed account, a rewritten bio, an Arabic name already there', async () => {
    const other = createTestApp();
    try {
      const { admin, editorial } = await olderDatabase(other);
      await other.db.user.update({ where: { id: admin.id }, data: { displayName: 'Huda Al Mansoori' } });
      await other.db.user.update({ where: { id: editorial.id }, data: { bio: 'Our own words.', displayNameAr: 'أسرة التحرير' } });
      const deputy = await other.db.user.create({
        data: { username: 'deputy', email: 'deputy@example.com', displayName: 'Administrator', displayNameAr: 'النائب', role: 'ADMIN', passwordHash: 'x' },
      });
      await start(other);
      expect(await row(other, admin.id)).toMatchObject({ displayName: 'Huda Al Mansoori', displayNameAr: '' });
      expect(await row(other, editorial.id)).toMatchObject({
        displayName: editorialTexts.displayName,
        displayNameAr: 'أسرة التحرير',
        bio: 'Our own words.',
        bioAr: '',
      });
      expect(await row(other, deputy.id)).toMatchObject({ displayNameAr: 'النائب' });
    } finally {
      await other.cleanup();
    }
  });
});
