import { Link } from 'react-router';
import styled from 'styled-components';
import { formatDate } from '../../../format/formatDate.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { SolutionFinderIsland } from '../../home/finder/SolutionFinder.tsx';
import type { FinderAnswers } from '../../home/finder/questions.ts';
import type { PostPreview } from '../../home/latestPosts.ts';
import { useBlockPage, type BlockOfType } from './context.ts';
import { BlockSection } from './Section.tsx';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space(8)};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: 1fr;
  }
`;

const Posts = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: 0;
  list-style: none;
  article {
    position: relative;
    padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(6)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surface};
  }
  article:hover,
  article:focus-within {
    border-color: ${({ theme }) => theme.color.accent};
  }
  h3 {
    margin-block-end: ${({ theme }) => theme.space(2)};
    font-size: 1.125rem;
  }
  h3 a {
    color: inherit;
    text-decoration: none;
  }
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.inkSoft};
  }
  .meta {
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.875rem;
  }
`;

/** The latest three articles beside the solution finder (an island, with every latest article for its reading). */
export function BlogPreview({ block, posts, answers }: { block: BlockOfType<'blogPreview'>; posts: PostPreview[] | null; answers: FinderAnswers }) {
  const { t } = useTranslation('blog');
  const { language } = useBlockPage();
  const latest = (posts ?? []).slice(0, 3);
  return (
    <BlockSection block={block} eyebrow={block.eyebrow} title={block.title} intro={block.intro}>
      <Layout>
        <div>
          {latest.length > 0 ? (
            <Posts>
              {latest.map((post) => (
                <li key={post.slug}>
                  <article>
                    <h3>
                      <Link to={`/blog/${post.slug}`}>{post.text[language].title}</Link>
                    </h3>
                    <p>{post.text[language].excerpt}</p>
                    <span className="meta">
                      {post.publishedAt && <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, language)}</time>}
                      {' · '}
                      {t('readTime', { count: post.text[language].readTimeMinutes })}
                    </span>
                  </article>
                </li>
              ))}
            </Posts>
          ) : (
            <p>{posts === null ? block.failedText : block.emptyText}</p>
          )}
          <Link to="/blog">
            {block.allLabel} {language === 'ar' ? '←' : '→'}
          </Link>
        </div>
        <SolutionFinderIsland posts={posts} answers={answers} words={{ ...block.finder, postsFailed: block.failedText }} />
      </Layout>
    </BlockSection>
  );
}
