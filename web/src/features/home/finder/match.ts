// What the solution finder's answers (questions.ts) point to: a solution page, a deployment page
// and articles filed under the solution's topics.

import { finderQuestions, type FinderAnswers, type FinderQuestion } from './questions.ts';

const deploymentPage: Record<(typeof finderQuestions.deployment)[number], string | null> = {
  'on-premise': '/on-premise-deployment',
  cloud: '/secure-cloud-deployments',
  hybrid: '/hybrid-solutions',
  'air-gapped': '/air-gapped-environments',
  unsure: null,
};

/** The blog topics (tag slugs) each solution's reading comes from, most relevant first. */
export const solutionTopics: Record<string, string[]> = {
  'ai-infrastructure-smes': ['roi', 'private-llm'],
  'private-ai-deployment': ['private-llm', 'data-sovereignty'],
  'enterprise-ai-solutions': ['enterprise-ai', 'roi'],
  'ai-compliance-solutions': ['compliance', 'data-sovereignty'],
  'multi-model-ai-orchestration': ['private-llm', 'enterprise-ai'],
  'regional-ai-implementation': ['gcc', 'data-sovereignty'],
  'ai-powered-business-transformation': ['roi', 'enterprise-ai'],
};

export interface FinderResult {
  /** Key (and path, with a slash) of the solution page. */
  solution: string;
  deployment: string | null;
}

/** The answers a query string gives (the finder works as a plain form before the app runs); anything else is ignored. */
export function answersFrom(params: URLSearchParams): FinderAnswers {
  const answers: Record<string, string> = {};
  for (const question of Object.keys(finderQuestions) as FinderQuestion[]) {
    const value = params.get(question);
    if (value && (finderQuestions[question] as readonly string[]).includes(value)) answers[question] = value;
  }
  return answers as FinderAnswers;
}

/** The best starting point once all three questions are answered; null before. */
export function matchSolution(answers: FinderAnswers): FinderResult | null {
  const { size, deployment, priority } = answers;
  if (!size || !deployment || !priority) return null;
  const solution =
    priority === 'compliance'
      ? 'ai-compliance-solutions'
      : priority === 'agents'
        ? 'multi-model-ai-orchestration'
        : priority === 'arabic'
          ? 'regional-ai-implementation'
          : priority === 'transformation'
            ? 'ai-powered-business-transformation'
            : priority === 'cost' || size === 'sme'
              ? 'ai-infrastructure-smes'
              : size === 'enterprise'
                ? 'enterprise-ai-solutions'
                : 'private-ai-deployment';
  return { solution, deployment: deploymentPage[deployment] };
}
