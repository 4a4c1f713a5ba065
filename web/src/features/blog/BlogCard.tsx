import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { BlogCard_post$data, BlogCard_post$key } from '../../__generated__/BlogCard_post.graphql.ts';
import { textLanguageOn } from '../../i18n/languages.ts';
import { formatDate } from '../../format/formatDate.ts';
import { StoredImage } from './StoredImage.tsx';
import { ServerFragment } from '../../ssr/fragments.tsx';

const Card = styled.article<{ $featured: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  /* A word longer than the card (a pasted address) wraps rather than widening the card and the page. */
  min-inline-size: 0;
  overflow-wrap: anywhere;
  --card-padding: ${({ theme, $featured }) => theme.space($featured ? 8 : 6)};
  padding: var(--card-padding);
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $featured }) => ($featured ? theme.color.ink : theme.color.surface)};
  color: ${({ theme, $featured }) => ($featured ? theme.color.onDark : theme.color.ink)};
  box-shadow: ${({ theme }) => theme.shadow.card};
  transition:
    transform ${({ theme }) => theme.motion.normal},
    box-shadow ${({ theme }) => theme.motion.normal};
  &:hover {
    transform: translateY(-2px);
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
  h3 {
    margin: 0;
    font-size: ${({ $featured }) => ($featured ? 'clamp(1.5rem, 3vw, 2rem)' : '1.25rem')};
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
  position: relative;
  p {
    margin: 0;
    opacity: 0.85;
  }
`;

// A card is a third of the content width on a wide screen, half on a tablet, the screen on a phone.
const cardSizes = '(min-width: 64rem) 23rem, (min-width: 40rem) 50vw, 100vw';
const featuredSizes = '(min-width: 72rem) 72rem, 100vw';

/** Edge to edge at the top of the card, every card's picture the same shape. */
const CardCover = styled(StoredImage)`
  display: block;
  margin-block-start: calc(-1 * var(--card-padding));
  margin-inline: calc(-1 * var(--card-padding));
  img {
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-start-start-radius: ${({ theme }) => theme.radius.lg};
    border-start-end-radius: ${({ theme }) => theme.radius.lg};
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  font-size: 0.875rem;
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: auto 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0.15em 0.7em;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.accentSoft};
    color: ${({ theme }) => theme.color.accentStrong};
    font-size: 0.8125rem;
    font-weight: 600;
  }
`;

export function BlogCard({ post, featured = false }: { post: BlogCard_post$key; featured?: boolean }) {
  const data = useFragment(
    graphql`
      fragment BlogCard_post on Post @argumentDefinitions(locale: { type: "Locale!" }) {
        slug
        publishedAt
        cover {
          # What the picture draws (StoredImage_image), for the card's key on the server.
          src
          srcset
          sources {
            type
            srcset
          }
          width
          height
          placeholder
          ...StoredImage_image
        }
        translation(locale: $locale) {
          locale
          title
          excerpt
          readTimeMinutes
        }
        tags {
          slug
          name(locale: $locale)
          nameLocale(locale: $locale)
        }
      }
    `,
    post,
  );
  // On the server a card is rendered once per process for what it shows (a list, an article's
  // related posts and the next search share it): the key is everything it draws.
  const { cover, ...shown } = data;
  const drawn = cover && {
    src: cover.src,
    srcset: cover.srcset,
    sources: cover.sources,
    width: cover.width,
    height: cover.height,
    placeholder: cover.placeholder,
  };
  return (
    <ServerFragment name="blog-card" vary={JSON.stringify([featured, shown, drawn])}>
      <CardContent data={data} featured={featured} />
    </ServerFragment>
  );
}

function CardContent({ data, featured }: { data: BlogCard_post$data; featured: boolean }) {
  const { t, i18n } = useTranslation('blog');
  // A post or a tag not written in the page's language comes in another: its words say which.
  const textLanguage = textLanguageOn(i18n.language, data.translation.locale);
  return (
    <Card $featured={featured}>
      {/* The title says what the post is: its picture adds nothing for a screen reader. */}
      {data.cover && <CardCover image={data.cover} alt="" sizes={featured ? featuredSizes : cardSizes} priority={featured} />}
      <Meta>
        {data.publishedAt && <time dateTime={data.publishedAt}>{formatDate(data.publishedAt, i18n.language)}</time>}
        <span aria-hidden="true">·</span>
        <span>{t('readTime', { count: data.translation.readTimeMinutes })}</span>
      </Meta>
      <h3 {...textLanguage}>
        <Link to={`/blog/${data.slug}`}>{data.translation.title}</Link>
      </h3>
      {data.translation.excerpt && <p {...textLanguage}>{data.translation.excerpt}</p>}
      <Tags aria-label={t('topics')}>
        {data.tags.map((tag) => (
          <li key={tag.slug} {...textLanguageOn(i18n.language, tag.nameLocale)}>
            {tag.name}
          </li>
        ))}
      </Tags>
    </Card>
  );
}
