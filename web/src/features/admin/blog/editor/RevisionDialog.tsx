import { Suspense, useEffect, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import styled from 'styled-components';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import type { RevisionDialogQuery } from '../../../../__generated__/RevisionDialogQuery.graphql.ts';
import { Button } from '../../../../components/Button.tsx';
import { Dialog, DialogActions } from '../../../../components/Dialog.tsx';
import { Alert } from '../../../../components/Field.tsx';
import { Spinner } from '../../../../components/Spinner.tsx';
import { directionOf } from '../../../../i18n/languages.ts';
import { LoadBoundary } from '../../LoadProblem.tsx';
import { formatOfficeDateTime } from '../../../../format/officeTime.ts';
import { PostStatusBadge } from '../../PostStatusBadge.tsx';

const Meta = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: 0.9375rem;
  dt {
    color: ${({ theme }) => theme.color.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.875rem;
`;

const Version = styled.section`
  padding-block: ${({ theme }) => theme.space(4)};
  border-block-start: 1px solid ${({ theme }) => theme.color.line};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 0.8125rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.color.muted};
  }
  h4 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.25rem;
  }
  .excerpt {
    color: ${({ theme }) => theme.color.inkSoft};
  }
  pre {
    margin: 0;
    max-block-size: 18rem;
    overflow: auto;
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.canvas};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font: inherit;
    font-size: 0.9375rem;
  }
  &[lang='ar'] {
    font-family: ${({ theme }) => theme.font.arabic};
  }
`;

function RevisionContent({ postId, version, position }: { postId: string; version: number; position: number }) {
  const { t, i18n } = useTranslation('admin');
  // The API lists revisions newest first: this one is the (position + 1)th. Loaded when the dialog opens.
  const data = useLazyLoadQuery<RevisionDialogQuery>(
    graphql`
      query RevisionDialogQuery($id: ID!, $first: Int!) {
        node(id: $id) {
          ... on Post {
            revisions(first: $first) {
              version
              action
              createdAt
              editorName
              slug
              status
              publishedAt
              featured
              coverImage
              tags
              translations {
                locale
                title
                excerpt
                body
              }
            }
          }
        }
      }
    `,
    { id: postId, first: Math.min(position + 1, 50) },
    { fetchPolicy: 'network-only' },
  );
  const revision = data.node?.revisions?.find((r) => r.version === version);
  if (!revision) return <Alert role="alert">{t('publishing.history.missing')}</Alert>;
  return (
    <>
      <Note>{t('publishing.history.readOnly')}</Note>
      <Meta>
        <dt>{t('publishing.history.savedBy')}</dt>
        <dd>
          <bdi>{revision.editorName ?? t('blog.formerStaff')}</bdi> · <bdi>{formatOfficeDateTime(revision.createdAt, i18n.language)}</bdi>
        </dd>
        <dt>{t('publishing.history.state')}</dt>
        <dd>
          <PostStatusBadge status={revision.status} publishedAt={revision.publishedAt} />
        </dd>
        <dt>{t('blog.editor.slug')}</dt>
        <dd dir="ltr" style={{ textAlign: 'start' }}>
          /blog/{revision.slug}
        </dd>
        <dt>{t('blog.editor.tags')}</dt>
        <dd dir="ltr" style={{ textAlign: 'start' }}>
          {revision.tags.length ? revision.tags.join(', ') : '—'}
        </dd>
        {revision.featured && (
          <>
            <dt>{t('blog.editor.featured')}</dt>
            <dd>✓</dd>
          </>
        )}
      </Meta>
      {[...revision.translations]
        .sort((a, b) => (a.locale === 'en' ? -1 : b.locale === 'en' ? 1 : 0))
        .map((tr) => (
          <Version key={tr.locale} lang={tr.locale} dir={directionOf(tr.locale)}>
            <h3 lang={i18n.language} dir={directionOf(i18n.language)}>
              {t(`blog.languageNames.${tr.locale}`)}
            </h3>
            <h4>{tr.title}</h4>
            {tr.excerpt && <p className="excerpt">{tr.excerpt}</p>}
            {tr.body ? <pre>{tr.body}</pre> : <Note>—</Note>}
          </Version>
        ))}
    </>
  );
}

/** One earlier version, read-only, and the way to put it back (as a new save, from the current version). */
export function RevisionDialog({
  postId,
  version,
  position,
  isCurrent,
  dirty,
  busy,
  onClose,
  onRestore,
}: {
  postId: string;
  version: number;
  position: number;
  isCurrent: boolean;
  dirty: boolean;
  busy: boolean;
  onClose: () => void;
  onRestore: () => void;
}) {
  const { t } = useTranslation('admin');
  const [confirming, setConfirming] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const restoreButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  // The button pressed gives way to the next step's: focus follows it rather than falling out of the dialog.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (asked.current) restoreButton.current?.focus();
    asked.current = confirming;
  }, [confirming]);
  return (
    <Dialog title={t('publishing.history.versionTitle', { count: version })} open onClose={onClose}>
      <LoadBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)} message={t('publishing.history.loadError')} compact>
        <Suspense fallback={<Spinner />}>
          <RevisionContent postId={postId} version={version} position={position} />
        </Suspense>
      </LoadBoundary>
      {confirming && (
        <Alert $tone="success" role="alert" style={{ marginBlockStart: '1rem' }}>
          <strong>{t('publishing.history.restoreTitle', { count: version })}</strong> {t('publishing.history.restoreBody')}
          {dirty && <> {t('publishing.history.restoreUnsaved')}</>}
        </Alert>
      )}
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={confirming ? () => setConfirming(false) : onClose} disabled={busy}>
          {confirming ? t('common.cancel') : t('publishing.history.close')}
        </Button>
        {!isCurrent && !confirming && (
          <Button ref={restoreButton} type="button" onClick={() => setConfirming(true)} disabled={busy}>
            {t('publishing.history.restore')}
          </Button>
        )}
        {confirming && (
          <Button ref={confirmButton} type="button" onClick={onRestore} disabled={busy}>
            {busy ? t('publishing.history.restoring') : t('publishing.history.confirmRestore', { count: version })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
