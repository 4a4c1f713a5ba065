// What changed in a text between two versions, word by word (spaces and line breaks kept as they
// were), for the translator reading what the other language's text gained and lost since they last
// worked on theirs. Myers' O(ND) algorithm on words, after the common start and end are set aside;
// a change too large to follow word by word is shown as the whole middle removed and added.

export type TextChangeKind = 'SAME' | 'ADDED' | 'REMOVED';

export interface TextChange {
  kind: TextChangeKind;
  text: string;
}

/** Past this many word edits the middle is shown replaced whole (Myers is O(N·D) in time). */
const maxEdits = 1500;

/** Words and the runs of white space between them, each a token: joined, they are the text again. */
export function tokens(text: string): string[] {
  return text.match(/\s+|[^\s]+/gu) ?? [];
}

/** The changes that turn `before` into `after`, in order, adjacent ones of a kind merged. */
export function diffWords(before: string, after: string): TextChange[] {
  const a = tokens(before);
  const b = tokens(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const changes: TextChange[] = [];
  const push = (kind: TextChangeKind, text: string) => {
    if (!text) return;
    const last = changes[changes.length - 1];
    if (last?.kind === kind) last.text += text;
    else changes.push({ kind, text });
  };
  push('SAME', a.slice(0, start).join(''));
  const middle = myers(a.slice(start, endA), b.slice(start, endB));
  if (middle) for (const change of middle) push(change.kind, change.text);
  else {
    push('REMOVED', a.slice(start, endA).join(''));
    push('ADDED', b.slice(start, endB).join(''));
  }
  push('SAME', a.slice(endA).join(''));
  return changes;
}

/** The shortest edit script from a to b, or null when it takes more than maxEdits. */
function myers(a: string[], b: string[]): TextChange[] | null {
  const n = a.length;
  const m = b.length;
  const max = Math.min(n + m, maxEdits);
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return backtrack(trace, a, b, d, offset);
    }
  }
  return null;
}

function backtrack(trace: Int32Array[], a: string[], b: string[], edits: number, offset: number): TextChange[] {
  const reversed: TextChange[] = [];
  let x = a.length;
  let y = b.length;
  for (let d = edits; d > 0; d--) {
    const v = trace[d];
    const k = x - y;
    const prevK = k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1]) ? k + 1 : k - 1;
    const prevX = v[offset + prevK];
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      y--;
      reversed.push({ kind: 'SAME', text: a[--x] });
    }
    if (x === prevX) reversed.push({ kind: 'ADDED', text: b[--y] });
    else reversed.push({ kind: 'REMOVED', text: a[--x] });
  }
  while (x > 0 && y > 0) {
    y--;
    reversed.push({ kind: 'SAME', text: a[--x] });
  }
  return reversed.reverse();
}

/**
 * The changes with long unchanged stretches cut to their ends (`context` words each side of a
 * change), so a one-word edit of a long body reads as that word in its sentence.
 */
export function withContext(changes: TextChange[], context = 12): TextChange[] {
  return changes.map((change, index) => {
    if (change.kind !== 'SAME') return change;
    const words = tokens(change.text);
    const keepBefore = index > 0 ? context * 2 : 0;
    const keepAfter = index < changes.length - 1 ? context * 2 : 0;
    if (words.length <= keepBefore + keepAfter + 2) return change;
    // The head keeps its leading space (it follows a change), the tail its trailing one.
    const head = words.slice(0, keepBefore).join('').trimEnd();
    const tail = words
      .slice(words.length - keepAfter)
      .join('')
      .trimStart();
    return {
      kind: 'SAME',
      text: [head, '…', tail]
        .filter(Boolean)
        .join(' ')
        .replace(/^(?=\S)/, keepBefore && /^\s/.test(change.text) ? ' ' : ''),
    };
  });
}
