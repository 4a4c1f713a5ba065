import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanQuestion, normalise, pickTopic, topics } from './answer.ts';

// The seeded assistant's keywords (the home page's block is made from this copy).
const keywordsOf = (language: string) =>
  (
    JSON.parse(readFileSync(join(import.meta.dirname, `../../../../../api/src/services/pages/copy/${language}/assistant.json`), 'utf8')) as {
      keywords: Record<string, string[]>;
    }
  ).keywords;

describe('the demo assistant', () => {
  const en = keywordsOf('en');
  const ar = keywordsOf('ar');

  it.each([
    ['How long does deployment take?', 'deployment'],
    ['What does it cost per month?', 'pricing'],
    ['Do you support GDPR and HIPAA?', 'compliance'],
    ['Can it answer in Arabic?', 'arabic'],
    ['Hello there', 'general'],
    ["What's your pricing?", 'pricing'],
    ['Can it run in Saudi Arabia?', 'general'],
    ['Can a lawyer use it?', 'general'],
  ])('answers "%s" in English with the %s answer', (question, topic) => expect(pickTopic(question, en)).toBe(topic));

  it.each([
    ['كم تستغرق عملية النشر؟', 'deployment'],
    ['ما هي الأسعار والتكلفة الشهرية؟', 'pricing'],
    ['هل تدعمون الامتثال لقانون حماية البيانات؟', 'compliance'],
    ['هل يفهم النموذج اللغة العربية؟', 'arabic'],
    ['مرحبا', 'general'],
    ['هل تدعمون GDPR؟', 'compliance'],
    ['هل تستخدمون Llama؟', 'arabic'],
  ])('answers "%s" in Arabic with the %s answer', (question, topic) => expect(pickTopic(question, ar)).toBe(topic));

  it('matches Arabic whatever the letter forms and diacritics', () => {
    expect(normalise('الإمتِثَال')).toBe(normalise('الامتثال'));
    expect(pickTopic('الإمتِثَال', ar)).toBe('compliance');
  });

  it('reads a question as shown: no control or direction-override characters, 300 whole characters at most', () => {
    expect(cleanQuestion('\u202Ehello\u0000world ')).toBe('hello world');
    const long = `${'x'.repeat(299)}😀tail`;
    expect(cleanQuestion(long)).toBe(`${'x'.repeat(299)}😀`);
  });

  it('has keywords for every topic in both languages', () => {
    for (const topic of topics) {
      expect(en[topic]?.length).toBeGreaterThan(3);
      expect(ar[topic]?.length).toBeGreaterThan(3);
    }
  });
});
