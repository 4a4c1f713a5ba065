import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import type { PostRow_post$data, PostRow_post$key } from '../../../../__generated__/PostRow_post.graphql.ts';
import { Button, ButtonLink } from '../../../../components/Button.tsx';
import { VisuallyHidden } from '../../../../components/Spinner.tsx';
import { toLanguage, type Language } from '../../../../i18n/languages.ts';
import { postEditPath } from '../../../../paths.ts';
import { formatOfficeDateTime } from '../../../../format/officeTime.ts';
import { PostStatusBadge } from '../../PostStatusBadge.tsx';
import { TranslationBadge } from '../../translations/TranslationBadge.tsx';
import { postState } from '../../postState.ts';

export type PostRowData = PostRow_post$data;

const TitleCell = styled.td`
  min-inline-size: 16rem;
  a.title {
    font-weight: 600;
    color: ${({ theme }) => theme.color.ink};
    text-decoration: none;
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
  a.title:hover {
    color: ${({ theme }) => theme.color.accentStrong};
    text-decoration: underline;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.35em 0.6em;
    margin-block-start: 0.3em;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.color.muted};
  }
  .slug {
    font-family: ${({ theme }) => theme.font.mono};
    overflow-wrap: anywhere;
  }
  .lang {
    padding: 0 0.45em;
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.sm};
    font-size: 0.75rem;
    font-weight: 600;
  }
  .featured {
    color: #9a6700;
    font-weight: 600;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  button,
  a {
    min-block-size: 36px;
    padding-inline: 0.8em;
    font-size: 0.875rem;
  }
`;

const SmallLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.ink};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.color.accent};
  }
`;

/** One post of the staff list: title (in the admin's language, else the post's), state, author, last change and quick actions. */
export function PostRow({
  post,
  busy,
  onPublish,
  onUnpublish,
  onDelete,
}: {
  post: PostRow_post$key;
  busy: boolean;
  onPublish: (post: PostRowData) => void;
  onUnpublish: (post: PostRowData) => void;
  onDelete: (post: PostRowData) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const data = useFragment(
    graphql`
      fragment PostRow_post on Post @argumentDefinitions(locale: { type: "Locale!" }) {
        id
        slug
        status
        publishedAt
        featured
        version
        updatedAt
        languages
        viewerCanDelete
        author {
          displayName(locale: $locale)
        }
        translation(locale: $locale) {
          locale
          title
        }
        translationStatus {
          locale
          state
        }
      }
    `,
    post,
  );
  const state = postState(data.status, data.publishedAt);
  const title = data.translation.title || t('blog.untitled');
  const named = <VisuallyHidden>{` “${title}”`}</VisuallyHidden>;
  return (
    <tr>
      <TitleCell>
        <Link className="title" to={postEditPath(data.id)} lang={data.translation.locale} dir="auto">
          {title}
        </Link>
        <div className="meta">
          <span className="slug" dir="ltr">
            /{data.slug}
          </span>
          {data.translationStatus.map(({ locale, state }) =>
            state === 'UP_TO_DATE' ? (
              <abbr
                key={locale}
                className="lang"
                title={t('translations.badge', { language: t(`blog.languageNames.${locale}`), state: t('translations.state.upToDate') })}
                lang={locale}
              >
                {locale.toUpperCase()}
              </abbr>
            ) : (
              <TranslationBadge key={locale} locale={locale as Language} state={state} short />
            ),
          )}
          {data.featured && <span className="featured">★ {t('blog.list.featured')}</span>}
        </div>
      </TitleCell>
      <td>
        <PostStatusBadge status={data.status} publishedAt={data.publishedAt} />
      </td>
      <td className="who">
        <span className="author">{data.author?.displayName ?? t('blog.formerStaff')}</span>
        <time dateTime={data.updatedAt} title={t('blog.list.columns.updated')}>
          {formatOfficeDateTime(data.updatedAt, i18n.language)}
        </time>
      </td>
      <td className="actions">
        <Actions>
          <SmallLink to={postEditPath(data.id)}>
            {t('blog.list.edit')}
            {named}
          </SmallLink>
          {(state === 'DRAFT' || state === 'ARCHIVED') && (
            <Button type="button" $variant="secondary" disabled={busy} onClick={() => onPublish(data)}>
              {t('blog.list.publish')}
              {named}
            </Button>
          )}
          {(state === 'PUBLISHED' || state === 'SCHEDULED') && (
            <Button type="button" $variant="secondary" disabled={busy} onClick={() => onUnpublish(data)}>
              {state === 'SCHEDULED' ? t('blog.list.unschedule') : t('blog.list.unpublish')}
              {named}
            </Button>
          )}
          {state === 'PUBLISHED' && (
            <ButtonLink $variant="ghost" href={`/blog/${data.slug}?lang=${toLanguage(i18n.language)}`} target="_blank" rel="noopener">
              {t('blog.list.view')}
              {named}
            </ButtonLink>
          )}
          {data.viewerCanDelete && (
            <Button type="button" $variant="ghost" className="danger" disabled={busy} onClick={() => onDelete(data)}>
              {t('blog.list.delete')}
              {named}
            </Button>
          )}
        </Actions>
      </td>
    </tr>
  );
}
