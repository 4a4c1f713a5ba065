// Minutes to read a post's body. Only what a reader reads is counted: Markdown's syntax, link and
// image addresses and code blocks are not words. Arabic words count as words: a translation has
// about as many words as its English original (the launch posts: 821 readable words against 869), so one reading
// speed gives an article the same time in both languages (with a slower Arabic speed, the same
// article read 4 minutes in English and 5 in Arabic).

export const wordsPerMinute = 200;

/** The words of a Markdown body, as a reader sees them. */
export function readableWords(markdown: string): number {
  const text = markdown
    .replace(/^(```|~~~)[\s\S]*?^\1/gm, ' ') // fenced code
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1') // images: their alt text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // links: their text
    .replace(/<[^>]+>/g, ' ') // autolinks and stray tags
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/[#>*_`~|[\]()-]+/g, ' '); // headings, quotes, emphasis, tables, list marks
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function readTimeMinutes(body: string): number {
  return Math.max(1, Math.round(readableWords(body) / wordsPerMinute));
}
