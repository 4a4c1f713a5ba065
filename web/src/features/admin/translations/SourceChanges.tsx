import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import type { SourceChanges_changes$key } from '../../../__generated__/SourceChanges_changes.graphql.ts';
import { VisuallyHidden } from '../../../components/Spinner.tsx';
import type { Language } from '../../../i18n/languages.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { TranslationSubject } from './TranslationStatusPanel.tsx';

// What changed in the source language since a translation was last edited or reviewed, field by
// field: removed words struck through and added ones underlined (not colour alone), each also
// named for screen readers; the text in its own language and direction.

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  dt {
    font-weight: 600;
    font-size: 0.875rem;
  }
  dd {
    margin: 0;
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.md};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    max-block-size: 24rem;
    overflow: auto;
    line-height: 1.7;
  }
  ins {
    background: #d1fadf;
    color: #054f31;
    text-decoration: underline;
    text-decoration-thickness: 2px;
  }
  del {
    background: #fee4e2;
    color: #7a271a;
    text-decoration: line-through;
  }
  /* A word replaced reads as two: the old one struck through, then the new one. */
  del + ins {
    margin-inline-start: 0.25em;
  }
`;

const postFields: Record<string, string> = {
  title: 'title',
  excerpt: 'excerpt',
  body: 'body',
  seoTitle: 'seoTitle',
  seoDescription: 'seoDescription',
  description: 'description',
};

export function SourceChanges({
  changes,
  source,
  dir,
  subject,
}: {
  changes: SourceChanges_changes$key;
  source: Language;
  dir: 'ltr' | 'rtl';
  subject: TranslationSubject;
}) {
  const { t } = useTranslation('admin');
  const fields = useFragment(
    graphql`
      fragment SourceChanges_changes on TranslationSourceChange @relay(plural: true) {
        field
        blockType
        changes {
          kind
          text
        }
      }
    `,
    changes,
  );
  if (fields.length === 0) return <p className="muted">{t('translations.noChanges')}</p>;

  const label = (field: string, blockType: string | null) => {
    if (postFields[field]) return t(`translations.fields.${postFields[field]}`);
    const type = blockType ? t(`pages.blocks.${blockType}`, { defaultValue: blockType }) : '';
    // A block still on the page is named by its place now; a removed one by its id (blocks#intro…).
    const index = /^blocks\.(\d+)/.exec(field)?.[1];
    return index === undefined ? t('translations.removedBlockField', { type }) : t('translations.blockField', { position: Number(index) + 1, type });
  };

  return (
    <List data-testid="source-changes" data-subject={subject}>
      {fields.map((field) => (
        <div key={field.field}>
          <dt>{label(field.field, field.blockType ?? null)}</dt>
          <dd lang={source} dir={dir}>
            {field.changes.map((change, index) =>
              change.kind === 'ADDED' ? (
                <ins key={index}>
                  <VisuallyHidden>{`[${t('translations.added')}: `}</VisuallyHidden>
                  {change.text}
                  <VisuallyHidden>]</VisuallyHidden>
                </ins>
              ) : change.kind === 'REMOVED' ? (
                <del key={index}>
                  <VisuallyHidden>{`[${t('translations.removed')}: `}</VisuallyHidden>
                  {change.text}
                  <VisuallyHidden>]</VisuallyHidden>
                </del>
              ) : (
                <span key={index}>{change.text}</span>
              ),
            )}
          </dd>
        </div>
      ))}
    </List>
  );
}
