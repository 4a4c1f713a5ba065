import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/ApiError.ts';
import { webhookEventTypes } from '../../../../../api/src/services/webhooks/events.ts';
import { describeWebhookError, webhookEvents, webhookFieldMessage } from './webhookErrors.ts';

const words = (lang: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../../i18n/locales', lang, 'admin.json'), 'utf8'));

async function translator(lang: 'en' | 'ar'): Promise<TFunction<'admin'>> {
  const i18n = createInstance();
  await i18n.init({ lng: lang, ns: ['admin'], defaultNS: 'admin', resources: { [lang]: { admin: words(lang) } } });
  return i18n.t as TFunction<'admin'>;
}

// The codes api/src/services/webhooks/endpoints.ts gives under `url` and `events`.
const apiCodes = { url: ['required', 'too_long', 'invalid', 'credentials', 'address', 'https'], events: ['required', 'invalid'] } as const;

describe('the webhooks screen', () => {
  it('offers exactly the events the API sends', () => {
    expect([...webhookEvents]).toEqual([...webhookEventTypes]);
  });

  it('words every refusal the API gives, in English and Arabic, in words of its own', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const t = await translator(lang);
      const fallback = t('errors.fields.invalid');
      for (const [field, codes] of Object.entries(apiCodes) as [keyof typeof apiCodes, readonly string[]][]) {
        for (const code of codes) {
          const message = webhookFieldMessage(t, field, code);
          expect({ lang, field, code, own: message !== fallback && message.length > 10 }).toEqual({ lang, field, code, own: true });
        }
      }
    }
  });

  it('puts a refusal under its field and says so above the form', async () => {
    const t = await translator('en');
    const refused = new ApiError('url: must be https', 400, 'BAD_USER_INPUT', { url: 'https' });
    const { fields, form } = describeWebhookError(refused, t);
    expect(fields).toEqual({ url: 'https' });
    expect(webhookFieldMessage(t, 'url', fields.url!)).toBe('The address must start with https://.');
    expect(form).toBe(t('errors.checkFields'));
    expect(describeWebhookError(new ApiError('gone', 404, 'NOT_FOUND'), t).form).toBe('This endpoint no longer exists. Reload the page.');
  });
});
