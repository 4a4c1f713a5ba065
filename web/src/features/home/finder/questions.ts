// The solution finder's questions and the answers each may take: read by the finder, and by the
// server and every page's links (paths.ts), which keep only these answers in an address.

export const finderQuestions = {
  size: ['sme', 'midsize', 'enterprise'],
  deployment: ['on-premise', 'cloud', 'hybrid', 'air-gapped', 'unsure'],
  priority: ['compliance', 'agents', 'arabic', 'transformation', 'cost', 'privacy'],
} as const;

export type FinderQuestion = keyof typeof finderQuestions;
export type FinderAnswers = { [Q in FinderQuestion]?: (typeof finderQuestions)[Q][number] };
