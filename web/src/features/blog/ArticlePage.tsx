import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { ArticlePageQuery } from '../../__generated__/ArticlePageQuery.graphql.ts';
import ArticlePageQueryNode from '../../__generated__/ArticlePageQuery.graphql.ts';
import { brand } from '../../brand.ts';
import { Button } from '../../components/Button.tsx';
import { useToast } from '../../components/Toast.tsx';
import { PageHead } from '../../head/PageHead.tsx';
import { toLanguage } from '../../i18n/languages.ts';
import { Container } from '../../layout/Container.tsx';
import { loadRouteQuery, routeLanguage } from '../../relay/loadRouteQuery.ts';
import { useReloadOnLanguageChange } from '../../relay/useReloadOnLanguageChange.ts';
import { NotFoundPage } from '../errors/NotFoundPage.tsx';
import { BlogCard } from './BlogCard.tsx';
import { formatDate } from './formatDate.ts';
import { Markdown } from './Markdown.tsx';

const query = graphql`
  query ArticlePageQuery($slug: String!, $locale: Locale!) {
    post(slug: $slug) {
      id
      slug
      publishedAt
      coverImage
      translation(locale: $locale) {
        locale
        title
        excerpt
        body
        readTimeMinutes
        seoTitle
        seoDescription
      }
      tags {
        id
        slug
        name(locale: $locale)
      }
      author {
        displayName
        bio
      }
      related(first: 3) {
        id
        ...BlogCard_post @arguments(locale: $locale)
      }
    }
  }
`;

export function loader({ params, context }: LoaderFunctionArgs) {
  return loadRouteQuery<ArticlePageQuery>(context, ArticlePageQueryNode, { slug: params.slug ?? '', locale: routeLanguage(context) });
}

const Article = styled.article`
  max-inline-size: ${({ theme }) => theme.width.text};
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space(10)};
  h1 { font-size: clamp(2rem, 4.5vw, 2.75rem); margin-block: ${({ theme }) => theme.space(4)}; }
  .lead { font-size: 1.2rem; color: ${({ theme }) => theme.color.inkSoft}; }
  .body { font-size: 1.0625rem; line-height: 1.8; }
  .body h2 { margin-block-start: 1.8em; font-size: 1.5rem; }
  .body h3 { margin-block-start: 1.5em; font-size: 1.25rem; }
  .body blockquote { margin-inline: 0; padding-inline-start: 1em; border-inline-start: 4px solid ${({ theme }) => theme.color.accent}; color: ${({ theme }) => theme.color.inkSoft}; }
  .body li { margin-block-end: 0.4em; }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  a { font-weight: 600; text-decoration: none; }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9375rem;
`;

const Author = styled.aside`
  margin-block: ${({ theme }) => theme.space(10)};
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
  h2 { font-size: 0.875rem; text-transform: uppercase; letter-spacing: 0.06em; color: ${({ theme }) => theme.color.muted}; }
  p { margin: 0; }
`;

const Related = styled.section`
  padding-block-end: ${({ theme }) => theme.space(8)};
  & > div { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr)); gap: ${({ theme }) => theme.space(5)}; }
`;

export function ArticlePage() {
  const { t, i18n: i18next } = useTranslation('blog');
  const toast = useToast();
  const data = usePreloadedQuery<ArticlePageQuery>(query, useLoaderData() as PreloadedQuery<ArticlePageQuery>);
  useReloadOnLanguageChange();
  const post = data.post;

  if (!post) return <NotFoundPage />;
  const { translation } = post;
  const title = translation.seoTitle || translation.title;
  const description = translation.seoDescription || translation.excerpt;

  async function share() {
    const url = window.location.href;
    try {
      if (navigator.share) await navigator.share({ title: post!.translation.title, url });
      else {
        await navigator.clipboard.writeText(url);
        toast(t('copied'), 'success');
      }
    } catch {
      // The reader closed the share sheet: nothing to report.
    }
  }

  return (
    <Container>
      <PageHead
        title={`${title} | ${t('title')}`}
        description={description}
        type="article"
        image={post.coverImage}
        publishedTime={post.publishedAt}
        author={post.author?.displayName}
        structuredData={({ page, site }) => [
          {
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: translation.title,
            description,
            inLanguage: translation.locale,
            datePublished: post.publishedAt,
            mainEntityOfPage: page,
            ...(post.coverImage ? { image: post.coverImage } : {}),
            ...(post.author ? { author: { '@type': 'Person', name: post.author.displayName } } : {}),
            publisher: { '@type': 'Organization', name: brand.name[toLanguage(i18next.language)], url: site },
            keywords: post.tags.map((tag) => tag.name).join(', '),
          },
          {
            '@context': 'https://schema.org',
            '@type': 'BreadcrumbList',
            itemListElement: [
              { '@type': 'ListItem', position: 1, name: t('navigation:home'), item: site },
              { '@type': 'ListItem', position: 2, name: t('title'), item: `${site}/blog` },
              { '@type': 'ListItem', position: 3, name: translation.title, item: page },
            ],
          },
        ]}
      />
      <Article lang={post.translation.locale}>
        <Toolbar>
          <Link to="/blog">{i18next.dir() === 'rtl' ? '→' : '←'} {t('backToBlog')}</Link>
          <Button type="button" $variant="secondary" onClick={() => void share()}>{t('share')}</Button>
        </Toolbar>
        <h1>{post.translation.title}</h1>
        <Meta>
          {post.publishedAt && <time dateTime={post.publishedAt}>{t('publishedOn', { date: formatDate(post.publishedAt, i18next.language) })}</time>}
          <span aria-hidden="true">·</span>
          <span>{t('readTime', { count: post.translation.readTimeMinutes })}</span>
          {post.tags.map((tag) => (
            <Link key={tag.id} to={`/blog?tag=${encodeURIComponent(tag.slug)}`}>#{tag.name}</Link>
          ))}
        </Meta>
        <p className="lead">{post.translation.excerpt}</p>
        <div className="body">
          <Markdown source={post.translation.body} />
        </div>
        {post.author && (
          <Author aria-labelledby="author-heading">
            <h2 id="author-heading">{t('aboutAuthor')}</h2>
            <p><strong>{post.author.displayName}</strong></p>
            {post.author.bio && <p>{post.author.bio}</p>}
          </Author>
        )}
      </Article>
      {post.related.length > 0 && (
        <Related aria-labelledby="related-heading">
          <h2 id="related-heading">{t('related')}</h2>
          <div>
            {post.related.map((related) => <BlogCard key={related.id} post={related} />)}
          </div>
        </Related>
      )}
    </Container>
  );
}
