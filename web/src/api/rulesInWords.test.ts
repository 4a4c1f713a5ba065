import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '../i18n/languages.ts';
import { contactLimits } from './contactRules.ts';
import { maxAltLength, mediaLimits } from './mediaRules.ts';
import { passwordMinLength } from './passwordRules.ts';
import { maxPathLength } from './pagePaths.ts';
import { maxSlugLength, maxTagLength, maxTags, seoShown } from './postRules.ts';
import { phoneDigits, settingsLimits } from './settingsRules.ts';
import { usernameLength } from './userRules.ts';

// The words that state a rule's number are written by hand in each language (Arabic's counted noun
// agrees with the number, so a number cannot simply be put in): these hold them to the rules (the
// too tall image's words: media/mediaErrors.test.ts).

const words = (language: string, namespace: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../i18n/locales', language, `${namespace}.json`), 'utf8'));
const at = (tree: unknown, key: string) => key.split('.').reduce<any>((node, part) => node?.[part], tree);
const megabytes = mediaLimits.bytes / 1024 / 1024;

/** Each text, by namespace and key, and the numbers of the rules it states. */
const stated: [string, string, number[]][] = [
  ['admin', 'users.usernameHint', [usernameLength.min, usernameLength.max]],
  ['admin', 'errors.fields.username', [usernameLength.min, usernameLength.max]],
  ['admin', 'users.passwordHint', [passwordMinLength]],
  ['admin', 'errors.fields.too_short', [passwordMinLength]],
  ['admin', 'blog.editor.seoTitleHint', [seoShown.seoTitle]],
  ['admin', 'blog.editor.seoTitleOver', [seoShown.seoTitle]],
  ['admin', 'blog.editor.seoDescriptionHint', [seoShown.seoDescription]],
  ['admin', 'blog.editor.seoDescriptionOver', [seoShown.seoDescription]],
  ['admin', 'blog.fieldErrors.slug.too_long', [maxSlugLength]],
  ['admin', 'blog.fieldErrors.tags.too_many', [maxTags]],
  ['admin', 'blog.fieldErrors.tags.too_long', [maxTagLength]],
  ['admin', 'media.upload.hint', [megabytes, mediaLimits.megapixels]],
  ['admin', 'media.errors.too_large', [megabytes]],
  ['admin', 'media.errors.too_many_pixels', [mediaLimits.megapixels]],
  ['admin', 'media.details.errors.too_long', [maxAltLength]],
  ['admin', 'editorImages.cover.formats', [megabytes]],
  ['admin', 'editorImages.alt.errors.too_long', [maxAltLength]],
  ['admin', 'editorImages.errors.too_large', [megabytes]],
  ['admin', 'editorImages.errors.too_many_pixels', [mediaLimits.megapixels]],
  ['admin', 'redirects.errors.too_long', [maxPathLength]],
  ['admin', 'settings.hints.notificationRecipients', [settingsLimits.notificationRecipients]],
  ['admin', 'settings.errors.fields.siteName.too_long', [settingsLimits.siteName]],
  ['admin', 'settings.errors.fields.contactPhone.invalid', [phoneDigits.min, phoneDigits.max]],
  ['admin', 'settings.errors.fields.contactPhone.too_long', [settingsLimits.contactPhone]],
  ['admin', 'settings.errors.fields.officeAddress.too_long', [settingsLimits.officeAddress]],
  ['admin', 'settings.errors.fields.businessHours.too_long', [settingsLimits.businessHours]],
  ['admin', 'settings.errors.fields.notificationRecipients.too_many', [settingsLimits.notificationRecipients]],
  ['admin', 'settings.errors.fields.blockList.too_many', [settingsLimits.blockList]],
  ['contact', 'form.fields.message.counter', [contactLimits.message.max]],
];

describe('the words that state a shared rule', () => {
  it.each(stated)('%s %s states the rule in both languages', (namespace, key, numbers) => {
    for (const language of languages) {
      const text: unknown = at(words(language, namespace), key);
      expect(typeof text, `${language} ${key}`).toBe('string');
      // Whole numbers as written: 1,000 or 1000, not the 100 of 1000 nor the 20 of 200.
      const written = [...(text as string).matchAll(/\d[\d,]*/g)].map((match) => Number(match[0].replace(/,/g, '')));
      expect({ language, key, numbers: written }).toEqual({ language, key, numbers: expect.arrayContaining(numbers) });
    }
  });
});
