import { describe, expect, it } from 'vitest';
import { messageGlobalId, parseMessageNumber, parseStatusFilter, snippetOf, statusArgument } from './inboxAddress.ts';

describe('the inbox address', () => {
  it('reads the status filter, anything unknown as all', () => {
    expect(parseStatusFilter('new')).toBe('new');
    expect(parseStatusFilter('archived')).toBe('archived');
    expect(parseStatusFilter('NEW')).toBe('all');
    expect(parseStatusFilter('spam')).toBe('all');
    expect(parseStatusFilter(null)).toBe('all');
    expect(statusArgument('all')).toBeNull();
    expect(statusArgument('read')).toBe('READ');
  });

  it('accepts only numbers a message can have', () => {
    expect(parseMessageNumber('42')).toBe(42);
    expect(parseMessageNumber('2147483647')).toBe(2147483647);
    for (const bad of [undefined, '', '0', '042', '-1', '1.5', 'abc', '2147483648', '99999999999']) expect(parseMessageNumber(bad)).toBeNull();
  });

  it('gives the Relay id the API expects (base64 of ContactMessage:<number>)', () => {
    expect(messageGlobalId(1)).toBe(Buffer.from('ContactMessage:1').toString('base64'));
    expect(atob(messageGlobalId(2147483647))).toBe('ContactMessage:2147483647');
  });

  it('shortens a message to its first words on one line', () => {
    expect(snippetOf('Hello,\n\nwe would   like a demo.')).toBe('Hello, we would like a demo.');
    const long = 'word '.repeat(60);
    const snippet = snippetOf(long, 40);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(41);
    expect(snippet).not.toMatch(/\s…$/);
    // One long Arabic word with no space to cut at is cut where it must be.
    expect(snippetOf('ب'.repeat(300), 50)).toHaveLength(51);
  });
});
