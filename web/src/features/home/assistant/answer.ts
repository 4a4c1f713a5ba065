// The demo assistant's choice among its five sample answers: the topic whose keywords the question
// mentions most, in the visitor's language; the general answer when it mentions none.

export const topics = ['deployment', 'pricing', 'compliance', 'arabic'] as const;
export type Topic = (typeof topics)[number] | 'general';

/** Lower case; Arabic without diacritics or tatweel, and with one form of alef, ya and ha. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u064B-\u0652\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه');
}

export function pickTopic(question: string, keywords: Partial<Record<(typeof topics)[number], string[]>>): Topic {
  const text = normalise(question);
  let best: Topic = 'general';
  let bestCount = 0;
  for (const topic of topics) {
    const count = (keywords[topic] ?? []).filter((word) => word && text.includes(normalise(word))).length;
    if (count > bestCount) {
      best = topic;
      bestCount = count;
    }
  }
  return best;
}

/** How long the assistant "types" before answering: shorter for readers who asked for less motion. */
export const typingMs = { normal: 900, reduced: 250 } as const;

export const maxQuestionLength = 300;

/**
 * A question as the assistant reads and shows it: no control or direction-override characters, at
 * most 300 characters (whole ones: an emoji is not cut in half), trimmed.
 */
export function cleanQuestion(text: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const plain = text.replace(/[\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, ' ');
  return Array.from(plain).slice(0, maxQuestionLength).join('').trim();
}
