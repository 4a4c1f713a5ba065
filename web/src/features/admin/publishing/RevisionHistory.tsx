import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Button } from '../../../components/Button.tsx';
import { formatOfficeDateTime } from '../../../format/officeTime.ts';
import { Panel } from './Panel.tsx';

const shownAtFirst = 6;

const List = styled.ol`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    padding-block: ${({ theme }) => theme.space(2.5)};
  }
  li + li {
    border-block-start: 1px solid ${({ theme }) => theme.color.line};
  }
  .what {
    flex: 1;
    min-inline-size: 0;
  }
  .line {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.5em;
  }
  .what strong {
    font-size: 0.9375rem;
  }
  .version {
    font-size: 0.75rem;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.color.muted};
  }
  .current {
    padding: 0 0.5em;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.accentSoft};
    color: ${({ theme }) => theme.color.accentStrong};
    font-size: 0.75rem;
    font-weight: 600;
  }
  .who {
    display: block;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.color.muted};
    overflow-wrap: anywhere;
  }
  .who bdi,
  .who time {
    unicode-bidi: isolate;
  }
  button {
    min-block-size: 36px;
    padding-inline: 0.8em;
    font-size: 0.875rem;
    flex: none;
  }
`;

/** One save as the history lists it. */
export type RevisionEntry = { readonly version: number; readonly action: string; readonly createdAt: string; readonly editorName: string | null | undefined };

/**
 * Every save, newest first: who, when, what; `viewer` shows one (and offers to put it back), each
 * editor its own way. A post's and a page's history alike.
 */
export function RevisionHistory({
  revisions: all,
  viewer,
}: {
  revisions: readonly RevisionEntry[];
  viewer: (viewing: { version: number; index: number }, close: () => void) => ReactNode;
}) {
  const { t, i18n } = useTranslation('admin');
  const [showAll, setShowAll] = useState(false);
  const [viewing, setViewing] = useState<{ version: number; index: number } | null>(null);
  const revisions = showAll ? all : all.slice(0, shownAtFirst);
  return (
    <Panel aria-labelledby="history-heading">
      <h2 id="history-heading">{t('publishing.history.title')}</h2>
      {all.length === 0 ? (
        <p className="muted">{t('publishing.history.empty')}</p>
      ) : (
        <List>
          {revisions.map((revision, index) => (
            <li key={`${revision.version}-${revision.createdAt}`}>
              <div className="what">
                <span className="line">
                  <strong>{t(`publishing.history.actions.${revision.action}`, { defaultValue: revision.action })}</strong>
                  <span className="version" dir="ltr">
                    v{revision.version}
                  </span>
                  {index === 0 && <span className="current">{t('publishing.history.current')}</span>}
                </span>
                <span className="who">
                  <bdi>{revision.editorName ?? t('blog.formerStaff')}</bdi> ·{' '}
                  <time dateTime={revision.createdAt}>{formatOfficeDateTime(revision.createdAt, i18n.language)}</time>
                </span>
              </div>
              <Button type="button" $variant="secondary" onClick={() => setViewing({ version: revision.version, index })}>
                {t('publishing.history.view')}
              </Button>
            </li>
          ))}
        </List>
      )}
      {all.length > shownAtFirst && (
        <Button type="button" $variant="ghost" onClick={() => setShowAll(!showAll)} aria-expanded={showAll}>
          {showAll ? t('publishing.history.showFewer') : t('publishing.history.showAll', { count: all.length })}
        </Button>
      )}
      {viewing && viewer(viewing, () => setViewing(null))}
    </Panel>
  );
}
