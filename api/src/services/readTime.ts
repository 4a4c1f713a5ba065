// Minutes to read a post's body. Only what a reader reads is counted: Markdown's syntax, link and
// image addresses and code blocks are not words. Arabic words count as words: a translation has
// about as many words as its English original (the launch posts: 821 readable words against 869), so one reading
// speed gives an article the same time in both languages (with a slower Arabic speed, the same
// article read 4 minutes in English and 5 in Arabic).

export const wordsPerMinute = 200;

/** The words of a Markdown body, as a reader sees them. */
export function readableWords(markdown: string): number {
  // Every pattern is bounded and runs in linear time: a body is up to 100,000 characters of anything.
  const text = markdown
    .replace(/^(```|~~~)[^\n]*\n(?:(?!\1)[^\n]*\n)*?\1[^\n]*$/gm, ' ') // fenced code
    // Links and images: their text. Neither text nor address holds another bracket of its kind, so a
    // body of 50,000 "![" or "[a](" is read once, not 300 or 2,000 characters again at each one.
    .replace(/!?\[([^[\]\n]{0,300})\]\([^()\s]{0,2000}(?:\s+"[^"\n]{0,300}")?\)/g, '$1')
    .replace(/<(?:https?:|mailto:|\/?[a-z][a-z0-9-]{0,20}[\s/>])[^<>\n]{0,500}>/gi, ' ') // autolinks and tags, not "a < b > c"
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/[#>*_`~|[\]()-]+/g, ' '); // headings, quotes, emphasis, tables, list marks
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function readTimeMinutes(body: string): number {
  return Math.max(1, Math.round(readableWords(body) / wordsPerMinute));
}
