import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/ApiError.ts';
import { redirectConflicts, redirectPathProblems } from '../../../api/redirectRules.ts';
import { checkRedirect, describeRedirectError, redirectFieldMessage } from './redirectErrors.ts';

const words = (lang: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../../i18n/locales', lang, 'admin.json'), 'utf8'));

async function translator(lang: 'en' | 'ar'): Promise<TFunction<'admin'>> {
  const i18n = createInstance();
  await i18n.init({ lng: lang, ns: ['admin'], defaultNS: 'admin', resources: { [lang]: { admin: words(lang) } } });
  return i18n.t as TFunction<'admin'>;
}

describe('the redirects screen', () => {
  it('words every refusal the API gives of either address, in English and Arabic, in words of its own', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const t = await translator(lang);
      const fallback = t('errors.fields.invalid');
      for (const end of ['from', 'to'] as const) {
        for (const code of [...redirectPathProblems, ...redirectConflicts[end]]) {
          const message = redirectFieldMessage(t, end, code);
          expect({ lang, end, code, own: message !== fallback && message.length > 10 }).toEqual({ lang, end, code, own: true });
        }
      }
    }
  });

  it('checks an address as the API will, before sending it', () => {
    expect(checkRedirect({ from: ' /Old-Offers/ ', to: '/blog' })).toEqual({ addresses: { from: '/old-offers', to: '/blog' }, problems: {} });
    expect(checkRedirect({ from: '/api/x', to: '//evil.com' }).problems).toEqual({ from: 'reserved', to: 'external' });
    expect(checkRedirect({ from: '/same', to: '/same/' }).problems).toEqual({ to: 'loop' });
  });

  it('puts the API refusals at their fields (GraphQL names a NUL by its variable path)', async () => {
    const t = await translator('en');
    const refusal = new ApiError('x', 409, 'CONFLICT', { from: 'live' });
    expect(describeRedirectError(refusal, t).fields).toEqual({ from: 'live' });
    expect(describeRedirectError(new ApiError('x', 400, 'BAD_USER_INPUT', { 'input.to': 'invalid' }), t).fields).toEqual({ to: 'invalid' });
    expect(describeRedirectError(new ApiError('x', 404, 'NOT_FOUND'), t).form).toBe(words('en').redirects.errors.notFound);
  });
});
