import { useId } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { ArticlePageQuery } from '../../__generated__/ArticlePageQuery.graphql.ts';
import ArticlePageQueryNode from '../../__generated__/ArticlePageQuery.graphql.ts';
import { PageHead } from '../../head/PageHead.tsx';
import { directionOf, textLanguageOn, toLanguage } from '../../i18n/languages.ts';
import { Container } from '../../layout/Container.tsx';
import { loadRouteQuery, routeLanguage } from '../../relay/loadRouteQuery.ts';
import { useReloadOnLanguageChange } from '../../relay/useReloadOnLanguageChange.ts';
import { NotFoundPage } from '../errors/NotFoundPage.tsx';
import { ArticleBody } from './ArticleBody.tsx';
import { BlogCard } from './BlogCard.tsx';
import { formatDate } from '../../format/formatDate.ts';
import { LikeIsland } from './LikeButton.tsx';
import { ShareIsland, ShareLinks } from './ShareArticle.tsx';
import { articleUrl } from './shareLinks.ts';
import { useSiteName } from '../../settings/siteSettings.ts';
import { StoredImage } from './StoredImage.tsx';

const query = graphql`
  query ArticlePageQuery($slug: String!, $locale: Locale!) {
    post(slug: $slug) {
      id
      slug
      publishedAt
      coverImage
      cover {
        ...StoredImage_image
        alt(locale: $locale)
        social {
          url
          width
          height
        }
      }
      translation(locale: $locale) {
        locale
        title
        excerpt
        bodyHtml
        readTimeMinutes
        seoTitle
        seoDescription
      }
      tags {
        id
        slug
        name(locale: $locale)
        nameLocale(locale: $locale)
      }
      author {
        displayName(locale: $locale)
        bio(locale: $locale)
      }
      likeCount
      related(first: 3) {
        id
        ...BlogCard_post @arguments(locale: $locale)
      }
    }
  }
`;

interface ArticleLoaderData {
  query: PreloadedQuery<ArticlePageQuery>;
  /** The site's origin as the reader reached it, for share links (the same on the server and in the browser). */
  origin: string;
}

export function loader({ request, params, context }: LoaderFunctionArgs): ArticleLoaderData | Promise<ArticleLoaderData> {
  const query = loadRouteQuery<ArticlePageQuery>(context, ArticlePageQueryNode, { slug: params.slug ?? '', locale: routeLanguage(context) });
  const origin = new URL(request.url).origin;
  return query instanceof Promise ? query.then((loaded) => ({ query: loaded, origin })) : { query, origin };
}

// The article's column (theme.width.text) or the screen less its margins.
const coverSizes = '(min-width: 46rem) 44rem, calc(100vw - 2.5rem)';

const Cover = styled(StoredImage)`
  display: block;
  margin-block: ${({ theme }) => theme.space(6)};
  img {
    border-radius: ${({ theme }) => theme.radius.lg};
  }
`;

const Article = styled.article`
  max-inline-size: ${({ theme }) => theme.width.text};
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space(10)};
  overflow-wrap: anywhere;
  h1 {
    font-size: clamp(2rem, 4.5vw, 2.75rem);
    margin-block: ${({ theme }) => theme.space(4)};
  }
  .lead {
    font-size: 1.2rem;
    color: ${({ theme }) => theme.color.inkSoft};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  a {
    font-weight: 600;
    text-decoration: none;
  }
`;

const Notice = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-block: ${({ theme }) => theme.space(6)} 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.accentStrong};
  font-weight: 600;
  svg {
    flex: none;
    inline-size: 1.25em;
    block-size: 1.25em;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9375rem;
`;

const Actions = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-block-start: ${({ theme }) => theme.space(10)};
  padding-block: ${({ theme }) => theme.space(5)};
  border-block: 1px solid ${({ theme }) => theme.color.line};
`;

const ShareGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  & > span {
    margin-inline-end: ${({ theme }) => theme.space(1)};
    font-size: 0.9375rem;
    font-weight: 600;
    color: ${({ theme }) => theme.color.inkSoft};
  }
`;

const Author = styled.aside`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  align-items: flex-start;
  margin-block: ${({ theme }) => theme.space(10)};
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
  h2 {
    font-size: 0.875rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.color.muted};
  }
  p {
    margin: 0;
  }
  p + p {
    margin-block-start: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.inkSoft};
  }
`;

const Initial = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  inline-size: 3rem;
  block-size: 3rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.onDark};
  font-size: 1.25rem;
  font-weight: 700;
`;

const Related = styled.section`
  padding-block-end: ${({ theme }) => theme.space(8)};
  & > div {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
    gap: ${({ theme }) => theme.space(5)};
  }
`;

export function ArticlePage() {
  const { t, i18n: i18next } = useTranslation('blog');
  const { query: preloaded, origin } = useLoaderData() as ArticleLoaderData;
  const data = usePreloadedQuery<ArticlePageQuery>(query, preloaded);
  const shareLabelId = useId();
  const siteName = useSiteName();
  useReloadOnLanguageChange();
  const post = data.post;

  if (!post) return <NotFoundPage />;
  const { translation } = post;
  const language = toLanguage(i18next.language);
  // The post may not exist in the page's language: the API then sends another, which says so.
  const textLanguage = { lang: translation.locale, dir: directionOf(translation.locale) };
  const title = translation.seoTitle || translation.title;
  const description = translation.seoDescription || translation.excerpt;
  const shared = { url: articleUrl(origin, post.slug, language), title: translation.title };
  // Link previews get the uploaded cover's 1200x630 crop; an address elsewhere goes as it is.
  const previewImage = post.cover?.social ? { ...post.cover.social, alt: post.cover.alt } : post.coverImage ? { url: post.coverImage } : null;

  return (
    <Container>
      <PageHead
        title={`${title} | ${siteName}`}
        description={description}
        type="article"
        image={previewImage}
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
            ...(previewImage ? { image: previewImage.url } : {}),
            ...(post.author ? { author: { '@type': 'Person', name: post.author.displayName } } : {}),
            publisher: { '@type': 'Organization', name: siteName, url: site },
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
      {/* Its view is counted once it is shown (public/navigation.ts, viewBeacon.ts). */}
      <Article data-post-view={post.id}>
        <Toolbar>
          <Link to="/blog">
            {i18next.dir() === 'rtl' ? '→' : '←'} {t('backToBlog')}
          </Link>
          <ShareIsland article={shared} />
        </Toolbar>
        {translation.locale !== language && (
          <Notice role="note">
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <circle cx="12" cy="12" r="10" />
              <path d="M2 12h20M12 2c2.8 3 4 6.4 4 10s-1.2 7-4 10c-2.8-3-4-6.4-4-10s1.2-7 4-10z" />
            </svg>
            {t(`availableOnly.${translation.locale}`)}
          </Notice>
        )}
        <h1 {...textLanguage}>{translation.title}</h1>
        <Meta>
          {post.publishedAt && <time dateTime={post.publishedAt}>{t('publishedOn', { date: formatDate(post.publishedAt, language) })}</time>}
          <span aria-hidden="true">·</span>
          <span>{t('readTime', { count: translation.readTimeMinutes })}</span>
          {post.tags.map((tag) => (
            <Link key={tag.id} to={`/blog?tag=${encodeURIComponent(tag.slug)}`} {...textLanguageOn(language, tag.nameLocale)}>
              #{tag.name}
            </Link>
          ))}
        </Meta>
        {post.cover && <Cover image={post.cover} alt={post.cover.alt} sizes={coverSizes} priority />}
        {translation.excerpt && (
          <p className="lead" {...textLanguage}>
            {translation.excerpt}
          </p>
        )}
        <ArticleBody html={translation.bodyHtml} language={translation.locale} />
        <Actions>
          <LikeIsland id={post.id} likeCount={post.likeCount} />
          <ShareGroup>
            <span id={shareLabelId}>{t('shareThis')}</span>
            <ShareLinks article={shared} labelledBy={shareLabelId} />
          </ShareGroup>
        </Actions>
        {post.author && (
          <Author aria-labelledby="author-heading">
            <Initial aria-hidden="true">{[...post.author.displayName.trim()][0]?.toUpperCase()}</Initial>
            <div>
              <h2 id="author-heading">{t('aboutAuthor')}</h2>
              {/* Written by the author in a language of their choosing. */}
              <p dir="auto">
                <strong>{post.author.displayName}</strong>
              </p>
              {post.author.bio.trim() && <p dir="auto">{post.author.bio}</p>}
            </div>
          </Author>
        )}
      </Article>
      {post.related.length > 0 && (
        <Related aria-labelledby="related-heading">
          <h2 id="related-heading">{t('related')}</h2>
          <div>
            {post.related.map((related) => (
              <BlogCard key={related.id} post={related} />
            ))}
          </div>
        </Related>
      )}
    </Container>
  );
}
