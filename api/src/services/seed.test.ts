import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { ensureFirstAdmin } from './bootstrap.ts';
import { verifyPassword } from './passwords.ts';
import { seedContent } from './seed.ts';

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

  it('does not bring back a seeded post that staff deleted', async () => {
    await app.db.post.delete({ where: { slug: 'private-llm-deployment-middle-east-enterprises' } });
    expect(await seedContent(app.db, log)).toBe(false);
    expect(await app.db.post.count()).toBe(2);
  });
});
