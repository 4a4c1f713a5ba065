import { describe, expect, it } from 'vitest';
import { slugFromTitle, slugProblem, tagSlug } from './postRules.ts';

describe('slugs', () => {
  it('are made from an English title as the API makes them', () => {
    expect(slugFromTitle('Private AI in the UAE: a 2026 guide')).toBe('private-ai-in-the-uae-a-2026-guide');
    expect(slugFromTitle('  Café & Crème  ')).toBe('cafe-and-creme');
    expect(slugFromTitle('الذكاء الاصطناعي')).toBe('');
    expect(slugFromTitle('Admin')).toBe('admin-post');
  });

  it('are checked with the API rule', () => {
    expect(slugProblem('private-ai-2026')).toBeNull();
    expect(slugProblem('Private-AI')).toBe('invalid');
    expect(slugProblem('two--hyphens')).toBe('invalid');
    expect(slugProblem('-edge')).toBe('invalid');
    expect(slugProblem('')).toBe('invalid');
    expect(slugProblem('admin')).toBe('reserved');
    // Digits alone read as an id: the server refuses them, so the editor says so before a save.
    expect(slugProblem('2026')).toBe('reserved');
    expect(slugFromTitle('2026')).toBe('2026-post');
    expect(slugProblem('a'.repeat(101))).toBe('too_long');
  });

  it('turn typed tags into tag slugs', () => {
    expect(tagSlug('Data Sovereignty')).toBe('data-sovereignty');
    expect(tagSlug('LLM')).toBe('llm');
    expect(tagSlug('  ')).toBe('');
  });
});
