import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import type { RevisionHistory_post$key } from '../../../../__generated__/RevisionHistory_post.graphql.ts';
import { Button } from '../../../../components/Button.tsx';
import { formatOfficeDateTime } from '../../../../format/officeTime.ts';
import { Panel } from './Panel.tsx';
import { RevisionDialog } from './RevisionDialog.tsx';

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

/** Every save of the post, newest first: who, when, what; any one can be read and put back. */
export function RevisionHistory({
  post,
  dirty,
  busy,
  onRestore,
}: {
  post: RevisionHistory_post$key;
  dirty: boolean;
  busy: boolean;
  onRestore: (version: number) => Promise<boolean>;
}) {
  const { t, i18n } = useTranslation('admin');
  const [showAll, setShowAll] = useState(false);
  const [viewing, setViewing] = useState<{ version: number; index: number } | null>(null);
  const data = useFragment(
    graphql`
      fragment RevisionHistory_post on Post {
        id
        revisions(first: 50) {
          version
          action
          createdAt
          editorName
        }
      }
    `,
    post,
  );
  const revisions = showAll ? data.revisions : data.revisions.slice(0, shownAtFirst);
  return (
    <Panel aria-labelledby="history-heading">
      <h2 id="history-heading">{t('blog.history.title')}</h2>
      {data.revisions.length === 0 ? (
        <p className="muted">{t('blog.history.empty')}</p>
      ) : (
        <List>
          {revisions.map((revision, index) => (
            <li key={`${revision.version}-${revision.createdAt}`}>
              <div className="what">
                <span className="line">
                  <strong>{t(`blog.history.actions.${revision.action}`, { defaultValue: revision.action })}</strong>
                  <span className="version" dir="ltr">
                    v{revision.version}
                  </span>
                  {index === 0 && <span className="current">{t('blog.history.current')}</span>}
                </span>
                <span className="who">
                  <bdi>{revision.editorName ?? t('blog.formerStaff')}</bdi> ·{' '}
                  <time dateTime={revision.createdAt}>{formatOfficeDateTime(revision.createdAt, i18n.language)}</time>
                </span>
              </div>
              <Button type="button" $variant="secondary" onClick={() => setViewing({ version: revision.version, index })}>
                {t('blog.history.view')}
              </Button>
            </li>
          ))}
        </List>
      )}
      {data.revisions.length > shownAtFirst && (
        <Button type="button" $variant="ghost" onClick={() => setShowAll(!showAll)} aria-expanded={showAll}>
          {showAll ? t('blog.history.showFewer') : t('blog.history.showAll', { count: data.revisions.length })}
        </Button>
      )}
      {viewing && (
        <RevisionDialog
          postId={data.id}
          version={viewing.version}
          position={viewing.index}
          isCurrent={viewing.index === 0}
          dirty={dirty}
          busy={busy}
          onClose={() => setViewing(null)}
          onRestore={async () => {
            if (await onRestore(viewing.version)) setViewing(null);
          }}
        />
      )}
    </Panel>
  );
}
