import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { BlockOfType } from '../../pages/blocks/context.ts';
import { Button, ButtonLink } from '../../../components/Button.tsx';
import type { PostPreview } from '../latestPosts.ts';
import { toLanguage } from '../../../i18n/languages.ts';
import { island } from '../../../islands/Island.tsx';
import { matchSolution, solutionTopics } from './match.ts';
import { finderQuestions, type FinderAnswers, type FinderQuestion } from './questions.ts';

const Form = styled.form`
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.onDark};
  h3 {
    margin-block-end: ${({ theme }) => theme.space(1)};
    font-size: 1.375rem;
  }
  > p {
    margin-block: 0 ${({ theme }) => theme.space(5)};
    opacity: 0.9;
  }
  fieldset {
    margin: 0 0 ${({ theme }) => theme.space(5)};
    padding: 0;
    border: 0;
  }
  legend {
    margin-block-end: ${({ theme }) => theme.space(2)};
    font-weight: 700;
  }
  .options {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.5em;
    min-block-size: 40px;
    padding: 0.35em 0.9em;
    border: 1px solid rgba(230, 241, 248, 0.3);
    border-radius: ${({ theme }) => theme.radius.pill};
    cursor: pointer;
    font-size: 0.9375rem;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.color.glow};
    background: rgba(45, 212, 191, 0.15);
  }
  label:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.glow};
    outline-offset: 2px;
  }
  input {
    accent-color: ${({ theme }) => theme.color.glow};
    margin: 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Result = styled.div`
  margin-block-start: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  h4 {
    margin-block-end: ${({ theme }) => theme.space(2)};
    font-size: 0.875rem;
    color: ${({ theme }) => theme.color.muted};
  }
  .match {
    display: block;
    font-size: 1.25rem;
    font-weight: 700;
    color: ${({ theme }) => theme.color.accentStrong};
  }
  p {
    margin-block: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.color.inkSoft};
  }
  ul {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    padding-inline-start: 1.2rem;
  }
  li + li {
    margin-block-start: ${({ theme }) => theme.space(1)};
  }
`;

const questions = Object.keys(finderQuestions) as FinderQuestion[];

/** What the finder says: its block's words in the page's language (the blog preview's, staff write them), and the preview's line for articles that did not load. */
export type FinderWords = BlockOfType<'blogPreview'>['finder'] & { postsFailed: string };

/**
 * Three questions (size, where it runs, priority) that point to a solution page, a deployment page
 * and articles; `answers` are those the address gave (the server renders their result). The
 * pages it points to are named as the menus name them (the app's navigation words).
 */
export function SolutionFinder({ posts, answers: given, words }: { posts: PostPreview[] | null; answers: FinderAnswers; words: FinderWords }) {
  const { t, i18n } = useTranslation('navigation');
  const language = toLanguage(i18n.language);
  const [answers, setAnswers] = useState<FinderAnswers>(given);
  const form = useRef<HTMLFormElement>(null);
  const result = matchSolution(answers);
  const topics = result ? solutionTopics[result.solution] : [];
  const reading = (posts ?? []).filter((post) => post.tags.some((tag) => topics.includes(tag))).slice(0, 3);

  return (
    // A plain form before the app runs: the server renders the result from the address.
    <Form ref={form} method="get" action="/#finder" id="finder" aria-labelledby="finder-title" onSubmit={(event: FormEvent) => event.preventDefault()}>
      <h3 id="finder-title">{words.title}</h3>
      {words.intro && <p>{words.intro}</p>}
      {questions.map((question) => (
        <fieldset key={question}>
          <legend>{words.questions[question].label}</legend>
          <div className="options">
            {finderQuestions[question].map((option) => (
              <label key={option}>
                <input
                  type="radio"
                  required
                  name={question}
                  value={option}
                  checked={answers[question] === option}
                  onChange={() => setAnswers((current) => ({ ...current, [question]: option }))}
                />
                {(words.questions[question].options as Record<string, string>)[option]}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <input type="hidden" name="lang" value={language} />
      <div className="actions">
        {/* Always there: without the app, it is how a changed answer gets a new result. */}
        <Button type="submit">{words.seeResult}</Button>
        {Object.keys(answers).length > 0 && (
          <ButtonLink
            href={`/?lang=${language}#finder`}
            $variant="secondary"
            onClick={(event: React.MouseEvent) => {
              event.preventDefault();
              setAnswers({});
              form.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
            }}
          >
            {words.restart}
          </ButtonLink>
        )}
      </div>
      <div aria-live="polite">
        {result && (
          <Result>
            <h4>{words.resultTitle}</h4>
            <a className="match" href={`/${result.solution}`}>
              {t(`pages.${result.solution}`)}
            </a>
            <p>{(words.reasons as Record<string, string>)[result.solution]}</p>
            <h4>{words.alsoSee}</h4>
            <ul>
              {result.deployment && (
                <li>
                  <a href={result.deployment}>{t(`pages.${result.deployment.slice(1)}`)}</a>
                </li>
              )}
              {reading.map((post) => (
                <li key={post.slug}>
                  <a href={`/blog/${post.slug}`}>{post.text[language].title}</a>
                </li>
              ))}
            </ul>
            {posts === null ? <p>{words.postsFailed}</p> : reading.length === 0 && <p>{words.noPosts}</p>}
            <a href={`/blog?tag=${topics[0]}`}>{words.relatedPosts}</a>
          </Result>
        )}
      </div>
    </Form>
  );
}

/** The finder as an island of the home page. */
export const SolutionFinderIsland = island('SolutionFinder', SolutionFinder);
