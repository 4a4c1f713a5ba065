import { describe, expect, it } from 'vitest';
import { diffWords, withContext, type TextChange } from './textDiff.ts';

const joined = (changes: TextChange[], keep: 'before' | 'after') =>
  changes
    .filter((change) => change.kind === 'SAME' || change.kind === (keep === 'before' ? 'REMOVED' : 'ADDED'))
    .map((change) => change.text)
    .join('');

describe('diffWords', () => {
  it('names the words added and removed, the rest kept', () => {
    expect(diffWords('Private AI for banks', 'Private AI for Gulf banks')).toEqual([
      { kind: 'SAME', text: 'Private AI for ' },
      { kind: 'ADDED', text: 'Gulf ' },
      { kind: 'SAME', text: 'banks' },
    ]);
    expect(diffWords('Deploy in six weeks.', 'Deploy in four weeks.')).toEqual([
      { kind: 'SAME', text: 'Deploy in ' },
      { kind: 'REMOVED', text: 'six' },
      { kind: 'ADDED', text: 'four' },
      { kind: 'SAME', text: ' weeks.' },
    ]);
  });

  it('gives back both texts whole, line breaks and Arabic included', () => {
    const pairs: [string, string][] = [
      ['', 'new text'],
      ['old text', ''],
      ['line one\nline two\n\nline three', 'line one\nline 2\n\nline three\nline four'],
      ['ذكاء اصطناعي خاص للبنوك', 'ذكاء اصطناعي سيادي خاص للبنوك في الخليج'],
      ['a b c d e f', 'f e d c b a'],
    ];
    for (const [before, after] of pairs) {
      const changes = diffWords(before, after);
      expect(joined(changes, 'before')).toBe(before);
      expect(joined(changes, 'after')).toBe(after);
    }
  });

  it('says nothing changed for the same text', () => {
    expect(diffWords('same words', 'same words')).toEqual([{ kind: 'SAME', text: 'same words' }]);
    expect(diffWords('', '')).toEqual([]);
  });

  it('shows a change too large to follow word by word as the middle replaced, still whole', () => {
    const before = Array.from({ length: 4000 }, (_, i) => `w${i}`).join(' ');
    const after = Array.from({ length: 4000 }, (_, i) => `x${i}`).join(' ');
    const changes = diffWords(`start ${before} end`, `start ${after} end`);
    expect(changes.map((change) => change.kind)).toEqual(['SAME', 'REMOVED', 'ADDED', 'SAME']);
    expect(joined(changes, 'after')).toBe(`start ${after} end`);
  });
});

describe('withContext', () => {
  it('cuts long unchanged stretches to the words around each change', () => {
    const long = Array.from({ length: 200 }, (_, i) => `word${i}`).join(' ');
    const changes = withContext(diffWords(`${long} old ${long}`, `${long} new ${long}`), 3);
    expect(changes.map((change) => change.kind)).toEqual(['SAME', 'REMOVED', 'ADDED', 'SAME']);
    expect(changes[0].text).toBe('… word197 word198 word199 ');
    expect(changes[3].text).toBe(' word0 word1 word2 …');
    expect(changes[1]).toEqual({ kind: 'REMOVED', text: 'old' });
  });

  it('keeps short stretches as they are', () => {
    const changes = diffWords('a b c', 'a x c');
    expect(withContext(changes)).toEqual(changes);
  });
});
