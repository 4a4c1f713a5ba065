// Reading speeds in words per minute; Arabic words are longer on average.
const wordsPerMinute = { en: 220, ar: 180 } as const;

export function readTimeMinutes(body: string, locale: keyof typeof wordsPerMinute): number {
  const words = body.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / wordsPerMinute[locale]));
}
