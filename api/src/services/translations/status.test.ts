import { describe, expect, it } from 'vitest';
import { nextTracking, reviewed, stateOf, untracked, type Current, type Tracking } from './status.ts';

// The rule on its own: which language is out of date after a save, from the texts alone.

const text = (words: string): Current => [
  { key: 'title', text: words },
  { key: 'body', text: `${words}.` },
];
const minute = 60_000;
const t0 = new Date('2026-11-01T08:00:00Z');
const later = (minutes: number) => new Date(t0.getTime() + minutes * minute);

type Both = { en: Tracking; ar: Tracking };
const save = (before: Both, en: Current, ar: Current, at: Date) => nextTracking(before, { en, ar }, at);
const states = (tracking: Both, en: Current, ar: Current) => ({ en: stateOf(!!en, tracking.en), ar: stateOf(!!ar, tracking.ar) });

describe('nextTracking', () => {
  const fresh: Both = { en: untracked, ar: untracked };
  const inStep = save(fresh, text('Private AI'), text('ذكاء خاص'), t0);

  it('keeps two languages written together up to date, and a missing one missing', () => {
    expect(states(inStep, text('Private AI'), text('ذكاء خاص'))).toEqual({ en: 'UP_TO_DATE', ar: 'UP_TO_DATE' });
    const englishOnly = save(fresh, text('Private AI'), null, t0);
    expect(states(englishOnly, text('Private AI'), null)).toEqual({ en: 'UP_TO_DATE', ar: 'MISSING' });
    // The Arabic written later is the English's translation: neither is out of date.
    const translated = save(englishOnly, text('Private AI'), text('ذكاء خاص'), later(60));
    expect(states(translated, text('Private AI'), text('ذكاء خاص'))).toEqual({ en: 'UP_TO_DATE', ar: 'UP_TO_DATE' });
  });

  it('makes the other language out of date after an edit of one, until it is edited or reviewed', () => {
    const edited = save(inStep, text('Sovereign AI'), text('ذكاء خاص'), later(60));
    expect(states(edited, text('Sovereign AI'), text('ذكاء خاص'))).toEqual({ en: 'UP_TO_DATE', ar: 'OUT_OF_DATE' });
    expect(edited.en.textChangedAt).toEqual(later(60));
    expect(edited.ar.textChangedAt).toEqual(t0);
    // Undoing the edit puts it back in step.
    expect(save(edited, text('Private AI'), text('ذكاء خاص'), later(61)).ar.outOfDate).toBe(false);
    // Reviewed: the English of now is its source.
    expect(reviewed(edited.ar, text('Sovereign AI')).outOfDate).toBe(false);
    // Translated: up to date, and its autosaves minutes after are the translation too.
    const caughtUp = save(edited, text('Sovereign AI'), text('ذكاء سيادي'), later(120));
    expect(states(caughtUp, text('Sovereign AI'), text('ذكاء سيادي'))).toEqual({ en: 'UP_TO_DATE', ar: 'UP_TO_DATE' });
    const autosaved = save(caughtUp, text('Sovereign AI'), text('ذكاء سيادي كامل'), later(122));
    expect(autosaved.en.outOfDate).toBe(false);
    // An Arabic edit long after is a change of its own: the English is behind it.
    const independent = save(autosaved, text('Sovereign AI'), text('ذكاء سيادي للبنوك'), later(300));
    expect(states(independent, text('Sovereign AI'), text('ذكاء سيادي للبنوك'))).toEqual({ en: 'OUT_OF_DATE', ar: 'UP_TO_DATE' });
  });

  it('counts rows from before tracking as in step', () => {
    const legacy: Both = { en: { ...untracked, textHash: null }, ar: { ...untracked, textHash: null } };
    const started = save(legacy, text('Private AI'), text('ذكاء خاص'), t0);
    expect([started.en.outOfDate, started.ar.outOfDate]).toEqual([false, false]);
  });

  it('forgets the source of a language whose other language went missing', () => {
    const gone = save(inStep, text('Private AI'), null, later(5));
    expect(states(gone, text('Private AI'), null)).toEqual({ en: 'UP_TO_DATE', ar: 'MISSING' });
    expect(gone.en.sourceText).toBeNull();
  });
});
