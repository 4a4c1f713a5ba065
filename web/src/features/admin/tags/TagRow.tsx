import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { TagRow_tag$data, TagRow_tag$key } from '../../../__generated__/TagRow_tag.graphql.ts';
import { Button } from '../../../components/Button.tsx';

export type TagRowData = TagRow_tag$data;

const Slug = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

const Missing = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-style: italic;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  button {
    min-block-size: 40px;
    padding-inline: 0.8em;
    font-size: 0.875rem;
  }
`;

/** The name a tag goes by on this screen: the reader's language's, else the other's. */
export function tagLabel(tag: Pick<TagRowData, 'en' | 'ar' | 'slug'>, language: string): string {
  return (language === 'ar' ? tag.ar || tag.en : tag.en || tag.ar) || tag.slug;
}

/** One tag: its names, slug, how many posts are filed under it, and its buttons. */
export function TagRow({
  tag,
  onRename,
  onMerge,
  onDelete,
}: {
  tag: TagRow_tag$key;
  onRename: (tag: TagRowData) => void;
  onMerge: (tag: TagRowData) => void;
  onDelete: (tag: TagRowData) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const data = useFragment(
    graphql`
      fragment TagRow_tag on Tag {
        id
        slug
        en: ownName(locale: en)
        ar: ownName(locale: ar)
        postCount
        allPostCount
      }
    `,
    tag,
  );
  const label = tagLabel(data, i18n.language);
  return (
    <tr data-tag={data.slug}>
      <td data-label={t('tags.columns.en')}>
        {data.en ? (
          <strong lang="en" dir="ltr">
            {data.en}
          </strong>
        ) : (
          <Missing>{t('tags.noName')}</Missing>
        )}
      </td>
      <td data-label={t('tags.columns.ar')}>
        {data.ar ? (
          <strong lang="ar" dir="rtl">
            {data.ar}
          </strong>
        ) : (
          <Missing>{t('tags.noName')}</Missing>
        )}
      </td>
      <td data-label={t('tags.columns.slug')}>
        <Slug dir="ltr">{data.slug}</Slug>
      </td>
      <td className="who">{t('tags.postCounts', { published: data.postCount, count: data.allPostCount })}</td>
      <td className="actions">
        <Actions>
          <Button type="button" $variant="secondary" onClick={() => onRename(data)} aria-label={t('tags.renameLabel', { name: label })}>
            {t('tags.rename')}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => onMerge(data)} aria-label={t('tags.mergeLabel', { name: label })}>
            {t('tags.merge')}
          </Button>
          <Button type="button" $variant="secondary" className="danger" onClick={() => onDelete(data)} aria-label={t('tags.deleteLabel', { name: label })}>
            {t('tags.delete')}
          </Button>
        </Actions>
      </td>
    </tr>
  );
}
