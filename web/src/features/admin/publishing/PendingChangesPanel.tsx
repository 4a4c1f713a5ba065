import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import styled from 'styled-components';
import type { PendingChangesPanelQuery } from '../../../__generated__/PendingChangesPanelQuery.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { formatOfficeDateTime, fromOfficeInput } from '../../../format/officeTime.ts';
import { languages } from '../../../i18n/languages.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { LoadBoundary } from '../LoadProblem.tsx';
import { SourceChanges } from '../translations/SourceChanges.tsx';
import { EditorInput } from './EditorField.tsx';
import { contextOf, type EditedKind } from './kind.ts';
import { Panel } from './Panel.tsx';
import { SubmitForReviewButton } from './ReviewBanner.tsx';
import type { EditorReview } from './useVersionedEditor.ts';

// Pending changes over live content (docs/publishing.md#pending-changes): on a live post or page,
// the editor's edits save themselves as pending changes visitors do not see. This card shows the two
// states (the published version visitors read, the pending one in the form), what the changes
// change in each language (the translation status's word diff), and publishing them now or at a
// time, or discarding them. A contributor on their own live item submits them for review instead of
// publishing or scheduling them (docs/publishing.md#review).

const diffQuery = graphql`
  query PendingChangesPanelQuery($id: ID!) {
    node(id: $id) {
      ... on Post {
        pendingChanges {
          savedAt
          publishAt
        }
        en: pendingDiff(locale: en) {
          ...SourceChanges_changes
        }
        ar: pendingDiff(locale: ar) {
          ...SourceChanges_changes
        }
      }
      ... on Page {
        pendingChanges {
          savedAt
          publishAt
        }
        en: pendingDiff(locale: en) {
          ...SourceChanges_changes
        }
        ar: pendingDiff(locale: ar) {
          ...SourceChanges_changes
        }
      }
    }
  }
`;

const States = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  dt {
    font-weight: 600;
    font-size: 0.875rem;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.8125rem;
  }
  .pending {
    border-color: #b54708;
    background: #fffaeb;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: end;
  button {
    min-block-size: 40px;
  }
`;

function Difference({ id, fetchKey }: { id: string; fetchKey: string }) {
  const { t } = useTranslation('admin');
  const data = useLazyLoadQuery<PendingChangesPanelQuery>(diffQuery, { id }, { fetchKey, fetchPolicy: 'network-only' });
  const node = data.node;
  if (!node?.en || !node.ar) return null;
  return (
    <>
      {languages.map((language) => (
        <section key={language} aria-labelledby={`pending-diff-${language}`}>
          <h3 id={`pending-diff-${language}`}>{t(`blog.languageNames.${language}`)}</h3>
          <SourceChanges changes={node[language]!} source={language} dir={language === 'ar' ? 'rtl' : 'ltr'} subject="post" />
        </section>
      ))}
    </>
  );
}

/** The card of a live post's or page's pending changes; nothing for a record visitors do not read yet. */
export function PendingChangesPanel({
  kind,
  id,
  version,
  live,
  publishedAt,
  hasPendingChanges,
  scheduledFor,
  dirty,
  busy,
  onPublish,
  onDiscard,
  review,
}: {
  kind: EditedKind;
  id: string | null;
  version: number;
  live: boolean;
  publishedAt: string | null;
  hasPendingChanges: boolean;
  scheduledFor: string | null;
  dirty: boolean;
  busy: boolean;
  onPublish: (publishAt: string | null) => void;
  onDiscard: () => void;
  /** The editor's review: a contributor submits the changes for review instead of publishing and scheduling them. */
  review: EditorReview;
}) {
  const { t, i18n } = useTranslation('admin');
  const [when, setWhen] = useState('');
  const [confirming, setConfirming] = useState(false);
  // Read again for each new version, and when "Try again" follows a failed read.
  const [retries, setRetries] = useState(0);
  if (!id || !live) return null;
  const context = contextOf(kind);
  const submits = !review.reviewer;
  const pending = hasPendingChanges || dirty;
  const at = fromOfficeInput(when);
  return (
    <Panel aria-labelledby="pending-heading" data-testid="pending-changes">
      <h2 id="pending-heading">{t('publishing.pending.title')}</h2>
      <States>
        <div>
          <dt>{t('publishing.pending.published')}</dt>
          <dd>{t('publishing.pending.publishedSince', { date: publishedAt ? formatOfficeDateTime(publishedAt, i18n.language) : '' })}</dd>
        </div>
        <div className={pending ? 'pending' : undefined}>
          <dt>{t('publishing.pending.pending')}</dt>
          <dd>
            {!pending
              ? t('publishing.pending.none')
              : scheduledFor
                ? t('publishing.pending.scheduled', { date: formatOfficeDateTime(scheduledFor, i18n.language) })
                : t('publishing.pending.waiting')}
          </dd>
        </div>
      </States>
      <p className="muted">{t(submits ? 'publishing.pending.explainContributor' : 'publishing.pending.explain', { context })}</p>
      {hasPendingChanges && (
        <LoadBoundary onRetry={() => setRetries((n) => n + 1)} message={t('publishing.pending.loadError')} resetKey={String(version)} compact>
          <Suspense fallback={<Spinner />}>
            <Difference id={id} fetchKey={`${version}:${retries}`} />
          </Suspense>
        </LoadBoundary>
      )}
      {pending && (
        <>
          <Row>
            {submits ? (
              <SubmitForReviewButton review={review} />
            ) : (
              <Button type="button" onClick={() => onPublish(null)} disabled={busy}>
                {t('publishing.pending.publish')}
              </Button>
            )}
            {hasPendingChanges &&
              (confirming ? (
                <>
                  <Button
                    type="button"
                    $variant="danger"
                    onClick={() => {
                      setConfirming(false);
                      onDiscard();
                    }}
                    disabled={busy}
                  >
                    {t('publishing.pending.confirmDiscard')}
                  </Button>
                  <Button type="button" $variant="secondary" onClick={() => setConfirming(false)}>
                    {t('common.cancel')}
                  </Button>
                </>
              ) : (
                <Button type="button" $variant="secondary" onClick={() => setConfirming(true)} disabled={busy}>
                  {t('publishing.pending.discard')}
                </Button>
              ))}
          </Row>
          {!submits && (
            <Row>
              <EditorInput
                label={t('publishing.pending.scheduleAt')}
                type="datetime-local"
                value={when}
                onChange={(event) => setWhen(event.target.value)}
                hint={t('publishing.pending.scheduleHint')}
                dir="ltr"
              />
              <Button type="button" $variant="secondary" onClick={() => at && onPublish(at)} disabled={busy || !at || Date.parse(at) <= Date.now()}>
                {t('publishing.pending.schedule')}
              </Button>
            </Row>
          )}
        </>
      )}
    </Panel>
  );
}
