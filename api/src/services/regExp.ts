/** `text` as a regular expression that matches it literally (its `.`, `*`, `(`… escaped). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
