import { Suspense, useEffect, useId, useRef, useState, useTransition, type KeyboardEvent } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { MediaLibraryDialog_query$key } from '../../__generated__/MediaLibraryDialog_query.graphql.ts';
import type { MediaLibraryDialogQuery } from '../../__generated__/MediaLibraryDialogQuery.graphql.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { controlStyle } from '../../components/Field.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { ListCount, LoadMore } from './ListParts.tsx';
import { LoadBoundary } from './LoadProblem.tsx';
import { maxSearchLength } from '../../api/searchRules.ts';

/** An image of the library, as the editor shows it. */
export interface LibraryImage {
  /** The media's global id. */
  id: string;
  databaseId: number;
  name: string;
  width: number;
  height: number;
  src: string;
  srcset: string;
  placeholder: string;
  altEn: string;
  altAr: string;
}

const pageSize = 24;
const searchDelayMs = 300;

const Search = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  margin-block-end: ${({ theme }) => theme.space(3)};
  label {
    font-weight: 600;
    font-size: 0.9375rem;
  }
  input {
    ${controlStyle};
  }
  p {
    margin: 0;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Results = styled.div`
  min-block-size: 12rem;
  max-block-size: min(26rem, 55vh);
  overflow-y: auto;
  padding: 2px;
  &[aria-busy='true'] ul {
    opacity: 0.6;
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    inline-size: 100%;
    padding: ${({ theme }) => theme.space(1.5)};
    border: 2px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: inherit;
    text-align: start;
    cursor: pointer;
  }
  button:hover,
  button:focus-visible {
    border-color: ${({ theme }) => theme.color.accent};
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.accent};
    outline-offset: 2px;
  }
  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.canvas} center / cover no-repeat;
  }
  .name {
    font-size: 0.8125rem;
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .size,
  .no-alt {
    font-size: 0.75rem;
    color: ${({ theme }) => theme.color.muted};
  }
  .no-alt {
    color: #8a5300;
    font-weight: 600;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding-block: ${({ theme }) => theme.space(6)};
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
`;

/**
 * "Choose from library": the media library's images, newest first, searchable by name or alt text.
 * Arrow keys move between images, Enter or Space chooses one; the dialog keeps focus and Escape closes it.
 */
export function MediaLibraryDialog({ onChoose, onClose }: { onChoose: (image: LibraryImage) => void; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [retry, setRetry] = useState(0);
  const hintId = useId();
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [typed]);

  return (
    <Dialog title={t('editorImages.library.title')} open onClose={onClose}>
      <Search>
        <label htmlFor={`${hintId}-search`}>{t('editorImages.library.search')}</label>
        <input
          id={`${hintId}-search`}
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          aria-describedby={hintId}
          maxLength={maxSearchLength}
        />
        <p id={hintId}>{t('editorImages.library.instructions')}</p>
      </Search>
      <LoadBoundary compact resetKey={`${retry}`} onRetry={() => setRetry((n) => n + 1)} message={t('editorImages.library.loadError')}>
        <Suspense
          fallback={
            <Results aria-busy="true">
              <Spinner />
            </Results>
          }
        >
          <Library search={search} fetchKey={retry} onChoose={onChoose} />
        </Suspense>
      </LoadBoundary>
    </Dialog>
  );
}

function Library({ search, fetchKey, onChoose }: { search: string; fetchKey: number; onChoose: (image: LibraryImage) => void }) {
  // Always the library as it is now: another tab may have uploaded since. Loaded when the dialog opens.
  const query = useLazyLoadQuery<MediaLibraryDialogQuery>(
    graphql`
      query MediaLibraryDialogQuery {
        ...MediaLibraryDialog_query
      }
    `,
    {},
    { fetchPolicy: 'network-only', fetchKey },
  );
  return <LibraryGrid query={query} search={search} onChoose={onChoose} />;
}

function LibraryGrid({ query, search, onChoose }: { query: MediaLibraryDialog_query$key; search: string; onChoose: (image: LibraryImage) => void }) {
  const { t } = useTranslation('admin');
  const [pending, startTransition] = useTransition();
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment(
    graphql`
      fragment MediaLibraryDialog_query on Query
      @refetchable(queryName: "MediaLibraryDialogPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" }, search: { type: "String" }) {
        media(first: $count, after: $cursor, search: $search) @connection(key: "MediaLibraryDialog_media", filters: ["search"]) {
          totalCount
          edges {
            node {
              id
              databaseId
              name
              width
              height
              altEn
              altAr
              image {
                src
                srcset
                placeholder
              }
            }
          }
        }
      }
    `,
    query,
  );
  const searched = useRef('');
  useEffect(() => {
    if (search === searched.current) return;
    searched.current = search;
    startTransition(() => {
      refetch({ search: search || null, count: pageSize }, { fetchPolicy: 'network-only' });
    });
  }, [search, refetch]);

  const list = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const images = data.media.edges.map(({ node }) => node);
  const current = Math.min(active, Math.max(images.length - 1, 0));

  /** Arrow keys move in the grid as it is laid out (the row's length from the page), in the page's direction. */
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const columns = Math.max(1, buttons.filter((button) => button.offsetTop === buttons[0].offsetTop).length);
    const rtl = getComputedStyle(list.current!).direction === 'rtl';
    const moves: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      ArrowDown: columns,
      ArrowUp: -columns,
      Home: -at,
      End: buttons.length - 1 - at,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = Math.min(Math.max(at + moves[event.key], 0), buttons.length - 1);
    setActive(next);
    buttons[next].focus();
  };

  const choose = (node: (typeof images)[number]) =>
    onChoose({
      id: node.id,
      databaseId: node.databaseId,
      name: node.name,
      width: node.width,
      height: node.height,
      altEn: node.altEn,
      altAr: node.altAr,
      src: node.image.src,
      srcset: node.image.srcset,
      placeholder: node.image.placeholder,
    });

  return (
    <Results aria-busy={pending}>
      <ListCount>
        {search ? t('editorImages.library.matches', { count: data.media.totalCount }) : t('editorImages.library.count', { count: data.media.totalCount })}
      </ListCount>
      {images.length === 0 ? (
        <Empty>{search ? t('editorImages.library.noMatch') : t('editorImages.library.empty')}</Empty>
      ) : (
        <Grid ref={list} aria-label={t('editorImages.library.images')} onKeyDown={onKeyDown}>
          {images.map((node, i) => {
            const noAlt = !node.altEn.trim() || !node.altAr.trim();
            return (
              <li key={node.id}>
                <button type="button" tabIndex={i === current ? 0 : -1} onClick={() => choose(node)} onFocus={() => setActive(i)}>
                  <img
                    src={node.image.src}
                    srcSet={node.image.srcset || undefined}
                    sizes={node.image.srcset ? '9rem' : undefined}
                    width={node.width}
                    height={node.height}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    style={node.image.placeholder ? { backgroundImage: `url(${node.image.placeholder})` } : undefined}
                  />
                  <bdi className="name">{node.name}</bdi>
                  <span className="size" dir="ltr">
                    {node.width} × {node.height}
                  </span>
                  {noAlt && <span className="no-alt">{t('editorImages.library.noAlt')}</span>}
                </button>
              </li>
            );
          })}
        </Grid>
      )}
      {hasNext && (
        <LoadMore
          loading={isLoadingNext}
          onLoad={() => loadNext(pageSize)}
          label={t('editorImages.library.more')}
          loadingLabel={t('editorImages.library.loadingMore')}
        />
      )}
    </Results>
  );
}
