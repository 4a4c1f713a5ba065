import { describe, expect, it } from 'vitest';
import { solutionPaths } from '../../../paths.ts';
import { answersFrom, matchSolution, solutionTopics } from './match.ts';
import { finderQuestions } from './questions.ts';

describe('the solution finder', () => {
  it('answers only when all three questions are answered', () => {
    expect(matchSolution({ size: 'sme', deployment: 'cloud' })).toBeNull();
    expect(matchSolution({ size: 'sme', deployment: 'cloud', priority: 'cost' })).toEqual({
      solution: 'ai-infrastructure-smes',
      deployment: '/secure-cloud-deployments',
    });
  });

  it('lets the priority lead, then the size', () => {
    expect(matchSolution({ size: 'sme', deployment: 'air-gapped', priority: 'compliance' })).toEqual({
      solution: 'ai-compliance-solutions',
      deployment: '/air-gapped-environments',
    });
    expect(matchSolution({ size: 'enterprise', deployment: 'unsure', priority: 'privacy' })).toEqual({ solution: 'enterprise-ai-solutions', deployment: null });
    expect(matchSolution({ size: 'midsize', deployment: 'hybrid', priority: 'privacy' })?.solution).toBe('private-ai-deployment');
  });

  it('points every combination of answers to a real solution page with reading topics', () => {
    const solutions = new Set<string>();
    for (const size of finderQuestions.size)
      for (const deployment of finderQuestions.deployment)
        for (const priority of finderQuestions.priority) {
          const result = matchSolution({ size, deployment, priority })!;
          expect(solutionPaths).toContain(`/${result.solution}`);
          expect(solutionTopics[result.solution]?.length).toBeGreaterThan(0);
          solutions.add(result.solution);
        }
    expect(solutions.size).toBe(solutionPaths.length);
  });

  it('reads its answers from a query string, ignoring anything it did not ask', () => {
    expect(answersFrom(new URLSearchParams('size=sme&deployment=cloud&priority=<script>&x=1'))).toEqual({ size: 'sme', deployment: 'cloud' });
  });
});
