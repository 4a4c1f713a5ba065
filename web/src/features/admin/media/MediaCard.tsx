import { graphql, useFragment } from 'react-relay';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { MediaCard_media$key } from '../../../__generated__/MediaCard_media.graphql.ts';
import { toLanguage } from '../../../i18n/languages.ts';
import { withSelected } from './mediaAddress.ts';
import { formatBytes, formatDimensions } from './mediaFormat.ts';

// The whole card opens the image's details: its name is the link, stretched over the card, so the
// card reads (and tabs) as one link named by the file, with its facts beside.

const Card = styled.li`
  position: relative;
  display: grid;
  grid-template-rows: auto 1fr;
  min-inline-size: 0;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    box-shadow ${({ theme }) => theme.motion.fast};
  &:hover {
    border-color: ${({ theme }) => theme.color.accent};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.glow};
    outline-offset: 2px;
  }
  .thumb {
    display: block;
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background-color: ${({ theme }) => theme.color.canvas};
    background-size: cover;
    background-position: center;
  }
  .thumb.svg {
    object-fit: contain;
    padding: ${({ theme }) => theme.space(3)};
  }
  .text {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(3)};
    min-inline-size: 0;
  }
  a {
    color: ${({ theme }) => theme.color.ink};
    font-weight: 600;
    font-size: 0.9375rem;
    text-decoration: none;
    /* Two lines at most, broken anywhere: a file name has few spaces, and an ellipsis would cut the
       start of a Latin name on an Arabic page. */
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
    overflow-wrap: anywhere;
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:focus-visible {
    outline: none;
  }
  .facts {
    margin: 0;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.color.muted};
  }
  .facts bdi {
    white-space: nowrap;
  }
  .use {
    justify-self: start;
    font-size: 0.75rem;
    font-weight: 600;
    padding: 0.1em 0.6em;
    border-radius: ${({ theme }) => theme.radius.pill};
  }
  .use.used {
    background: ${({ theme }) => theme.color.accentSoft};
    color: ${({ theme }) => theme.color.accentStrong};
  }
  .use.unused {
    background: ${({ theme }) => theme.color.canvas};
    color: ${({ theme }) => theme.color.muted};
  }
`;

/** About the width a card has: half a phone's screen, else a column of the grid. */
export const thumbnailSizes = '(max-width: 40rem) 50vw, 16rem';

export function MediaCard({ media }: { media: MediaCard_media$key }) {
  const { t, i18n } = useTranslation('admin');
  const language = toLanguage(i18n.language);
  const data = useFragment(
    graphql`
      fragment MediaCard_media on Media {
        databaseId
        name
        format
        width
        height
        bytes
        altEn
        altAr
        useCount
        image {
          src
          srcset
          placeholder
        }
      }
    `,
    media,
  );
  const { search } = useLocation();
  const alt = language === 'ar' ? data.altAr : data.altEn;
  return (
    <Card>
      <img
        className={data.format === 'svg' ? 'thumb svg' : 'thumb'}
        src={data.image.src}
        srcSet={data.image.srcset || undefined}
        sizes={data.image.srcset ? thumbnailSizes : undefined}
        width={data.width}
        height={data.height}
        loading="lazy"
        decoding="async"
        alt={alt}
        style={{ backgroundImage: `url("${data.image.placeholder}")` }}
      />
      <div className="text">
        <Link to={{ search: withSelected(search, data.databaseId) }} preventScrollReset title={data.name}>
          <bdi>{data.name}</bdi>
        </Link>
        <p className="facts">
          <bdi dir="ltr">{formatDimensions(data.width, data.height, language)}</bdi> · <bdi>{formatBytes(data.bytes, language)}</bdi>
        </p>
        <span className={data.useCount ? 'use used' : 'use unused'}>{data.useCount ? t('media.used', { count: data.useCount }) : t('media.unused')}</span>
      </div>
    </Card>
  );
}
