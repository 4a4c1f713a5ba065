import { Suspense, useId, useState } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import styled from 'styled-components';
import type { TranslationStatusPanelQuery } from '../../../__generated__/TranslationStatusPanelQuery.graphql.ts';
import type { TranslationStatusPanelChangesQuery } from '../../../__generated__/TranslationStatusPanelChangesQuery.graphql.ts';
import type { TranslationStatusPanelPostMutation } from '../../../__generated__/TranslationStatusPanelPostMutation.graphql.ts';
import type { TranslationStatusPanelPageMutation } from '../../../__generated__/TranslationStatusPanelPageMutation.graphql.ts';
import { ApiError } from '../../../api/ApiError.ts';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { formatOfficeDateTime } from '../../../format/officeTime.ts';
import { directionOf, languages, type Language } from '../../../i18n/languages.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { runMutation } from '../../../relay/runMutation.ts';
import { LoadBoundary } from '../LoadProblem.tsx';
import { SourceChanges } from './SourceChanges.tsx';
import { TranslationBadge } from './TranslationBadge.tsx';

// The editor's word on each language of a post or a page: missing, up to date or out of date (as
// last saved), and for one out of date what changed in the other language since, and "Mark as
// reviewed". Read by the record's id, again after every save (its version).

const statusQuery = graphql`
  query TranslationStatusPanelQuery($id: ID!) {
    node(id: $id) {
      ... on Post {
        translationStatus {
          locale
          state
          textChangedAt
        }
      }
      ... on Page {
        translationStatus {
          locale
          state
          textChangedAt
        }
      }
    }
  }
`;

const changesQuery = graphql`
  query TranslationStatusPanelChangesQuery($id: ID!, $locale: Locale!) {
    node(id: $id) {
      ... on Post {
        translationChanges(locale: $locale) {
          ...SourceChanges_changes
        }
      }
      ... on Page {
        translationChanges(locale: $locale) {
          ...SourceChanges_changes
        }
      }
    }
  }
`;

const postMutation = graphql`
  mutation TranslationStatusPanelPostMutation($input: MarkPostTranslationReviewedInput!) {
    markPostTranslationReviewed(input: $input) {
      post {
        id
        translationStatus {
          locale
          state
          textChangedAt
        }
      }
    }
  }
`;

const pageMutation = graphql`
  mutation TranslationStatusPanelPageMutation($input: MarkPageTranslationReviewedInput!) {
    markPageTranslationReviewed(input: $input) {
      page {
        id
        translationStatus {
          locale
          state
          textChangedAt
        }
      }
    }
  }
`;

export type TranslationSubject = 'post' | 'page';

const Wrapper = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-block: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    margin: 0;
    font-size: 1rem;
  }
  .languages {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .outdated {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    padding-block-start: ${({ theme }) => theme.space(3)};
    border-block-start: 1px solid ${({ theme }) => theme.color.line};
  }
  .outdated p {
    margin: 0;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
  .muted {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.875rem;
  }
`;

/** The translation status of a saved post or page; `version` is the one the editor holds (a change refetches). */
export function TranslationStatusPanel({ subject, id, version, dirty }: { subject: TranslationSubject; id: string; version: number; dirty: boolean }) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const [attempt, setAttempt] = useState(0);
  return (
    <Wrapper aria-labelledby={headingId} data-testid="translation-status">
      <h2 id={headingId}>{t('translations.title')}</h2>
      <LoadBoundary resetKey={`${id}:${version}:${attempt}`} onRetry={() => setAttempt((n) => n + 1)} compact message={t('translations.loadError')}>
        <Suspense fallback={<Spinner size="small" />}>
          <Statuses subject={subject} id={id} version={version} fetchKey={`${version}:${attempt}`} dirty={dirty} />
        </Suspense>
      </LoadBoundary>
    </Wrapper>
  );
}

function Statuses({ subject, id, version, fetchKey, dirty }: { subject: TranslationSubject; id: string; version: number; fetchKey: string; dirty: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const data = useLazyLoadQuery<TranslationStatusPanelQuery>(statusQuery, { id }, { fetchPolicy: 'store-and-network', fetchKey });
  const statuses = data.node?.translationStatus ?? [];
  const outdated = statuses.filter((status) => status.state === 'OUT_OF_DATE');
  return (
    <>
      <ul className="languages">
        {statuses.map((status) => (
          <li key={status.locale}>
            <TranslationBadge locale={status.locale as Language} state={status.state} />
          </li>
        ))}
      </ul>
      {dirty && <p className="muted">{t('translations.asSaved')}</p>}
      {outdated.map((status) => (
        <OutOfDate
          key={status.locale}
          subject={subject}
          id={id}
          version={version}
          locale={status.locale as Language}
          since={status.textChangedAt ? formatOfficeDateTime(status.textChangedAt, i18n.language) : null}
        />
      ))}
      {statuses.length > 0 && outdated.length === 0 && <p className="muted">{t('translations.inStep')}</p>}
    </>
  );
}

function OutOfDate({
  subject,
  id,
  version,
  locale,
  since,
}: {
  subject: TranslationSubject;
  id: string;
  version: number;
  locale: Language;
  since: string | null;
}) {
  const { t } = useTranslation('admin');
  const environment = useRelayEnvironment();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const diffId = useId();
  const source = languages.find((language) => language !== locale)!;
  const names = { language: t(`translations.languages.${locale}`), source: t(`translations.languages.${source}`) };

  const markReviewed = () => {
    setBusy(true);
    const input = { id, locale, version };
    const write =
      subject === 'post'
        ? runMutation<TranslationStatusPanelPostMutation>(environment, { mutation: postMutation, variables: { input } })
        : runMutation<TranslationStatusPanelPageMutation>(environment, { mutation: pageMutation, variables: { input } });
    write.then(
      () => {
        setBusy(false);
        toast(t('translations.reviewed', names), 'success');
      },
      (error: unknown) => {
        setBusy(false);
        const conflict = error instanceof ApiError && error.error === 'CONFLICT';
        toast(conflict ? t('translations.reviewConflict') : t('translations.reviewFailed'), 'error');
      },
    );
  };

  return (
    <div className="outdated" data-testid={`translation-outdated-${locale}`}>
      <p>{since ? t('translations.outOfDateSince', { ...names, since }) : t('translations.outOfDate', names)}</p>
      <div className="buttons">
        <Button type="button" $variant="secondary" aria-expanded={open} aria-controls={diffId} onClick={() => setOpen((value) => !value)}>
          {open ? t('translations.hideChanges', names) : t('translations.showChanges', names)}
        </Button>
        <Button type="button" disabled={busy} onClick={markReviewed}>
          {busy ? t('common.saving') : t('translations.markReviewed', names)}
        </Button>
      </div>
      <div id={diffId} hidden={!open}>
        {open && (
          <LoadBoundary
            resetKey={`${id}:${version}:${locale}:${attempt}`}
            onRetry={() => setAttempt((n) => n + 1)}
            compact
            message={t('translations.changesError')}
          >
            <Suspense fallback={<Spinner size="small" />}>
              <Changes id={id} fetchKey={`${version}:${attempt}`} locale={locale} source={source} subject={subject} />
            </Suspense>
          </LoadBoundary>
        )}
      </div>
    </div>
  );
}

function Changes({ id, fetchKey, locale, source, subject }: { id: string; fetchKey: string; locale: Language; source: Language; subject: TranslationSubject }) {
  const data = useLazyLoadQuery<TranslationStatusPanelChangesQuery>(changesQuery, { id, locale }, { fetchPolicy: 'network-only', fetchKey });
  const changes = data.node?.translationChanges;
  if (!changes) return null;
  return <SourceChanges changes={changes} source={source} dir={directionOf(source)} subject={subject} />;
}
