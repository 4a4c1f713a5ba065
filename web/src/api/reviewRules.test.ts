import { describe, expect, it } from 'vitest';
import { maxReviewComment, reviewCommentProblem } from './reviewRules.ts';

describe('a comment sent back', () => {
  it('is required, at most 2,000 characters once trimmed, with line breaks and tabs but nothing that disguises it', () => {
    expect(reviewCommentProblem('  ')).toBe('required');
    expect(reviewCommentProblem(42)).toBe('required');
    expect(reviewCommentProblem(` ${'a'.repeat(maxReviewComment)} `)).toBeNull();
    expect(reviewCommentProblem('a'.repeat(maxReviewComment + 1))).toBe('too_long');
    expect(reviewCommentProblem('Two things:\n\t1. a source\r\n2. الطاقة')).toBeNull();
    for (const hidden of ['\u0007', '\u001b[31m', '\u202E', '\u2066', '\u0085']) expect(reviewCommentProblem(`Fix ${hidden}this`)).toBe('invalid');
  });
});
