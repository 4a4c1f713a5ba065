import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import styled from 'styled-components';
import type { SharePreviewPanelCreateMutation } from '../../../__generated__/SharePreviewPanelCreateMutation.graphql.ts';
import type { SharePreviewPanelQuery } from '../../../__generated__/SharePreviewPanelQuery.graphql.ts';
import type { SharePreviewPanelRevokeMutation } from '../../../__generated__/SharePreviewPanelRevokeMutation.graphql.ts';
import { ApiError } from '../../../api/ApiError.ts';
import { defaultPreviewLinkDays, previewLinkDays } from '../../../api/previewLinkRules.ts';
import { Button } from '../../../components/Button.tsx';
import { Alert, SelectField } from '../../../components/Field.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { formatOfficeDateTime } from '../../../format/officeTime.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { runMutation } from '../../../relay/runMutation.ts';
import { LoadBoundary } from '../LoadProblem.tsx';
import { Panel } from './Panel.tsx';

// "Share preview" (docs/publishing.md): a link that shows the post or page as saved, before it is
// public, to anyone holding it. A new link's addresses are shown once (the server keeps only a hash
// of its token), with copy buttons; the links still open are listed with who made them, when they
// end, and a revoke button. Loaded with the panel, not by the editor's loader.

const listQuery = graphql`
  query SharePreviewPanelQuery($id: ID!) {
    node(id: $id) {
      ... on Post {
        previewLinks {
          id
          createdByName
          expiresAt
        }
      }
      ... on Page {
        previewLinks {
          id
          createdByName
          expiresAt
        }
      }
    }
  }
`;

const createMutation = graphql`
  mutation SharePreviewPanelCreateMutation($input: CreatePreviewLinkInput!) {
    createPreviewLink(input: $input) {
      urls {
        locale
        url
      }
      previewLink {
        id
      }
    }
  }
`;

const revokeMutation = graphql`
  mutation SharePreviewPanelRevokeMutation($input: RevokePreviewLinkInput!) {
    revokePreviewLink(input: $input) {
      revokedPreviewLinkId
    }
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};
  & > :first-child {
    flex: 1 1 8rem;
  }
`;

const NewLink = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.canvas};
  font-size: 0.875rem;
  input {
    inline-size: 100%;
    min-inline-size: 0;
    font: inherit;
    padding: 0.4em 0.5em;
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
  label {
    font-weight: 600;
  }
`;

const Links = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.875rem;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding-block: ${({ theme }) => theme.space(2)};
    border-block-start: 1px solid ${({ theme }) => theme.color.line};
  }
`;

type Urls = readonly { readonly locale: string; readonly url: string }[];

/** Words for a refusal: the server's code, else a failure to reach it. */
function refusalKey(error: unknown): string {
  if (error instanceof ApiError && error.error === 'BAD_USER_INPUT') return 'publishing.preview.errors.invalid';
  if (error instanceof ApiError && error.error === 'NOT_FOUND') return 'publishing.preview.errors.notFound';
  if (error instanceof ApiError && error.error === 'CONFLICT') return 'publishing.preview.errors.tooMany';
  if (error instanceof ApiError && (error.error === 'FORBIDDEN' || error.error === 'UNAUTHENTICATED')) return 'publishing.preview.errors.forbidden';
  return 'publishing.preview.errors.failed';
}

function ActiveLinks({ subjectId, fetchKey, onRevoke, busy }: { subjectId: string; fetchKey: number; onRevoke: (id: string) => void; busy: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const data = useLazyLoadQuery<SharePreviewPanelQuery>(listQuery, { id: subjectId }, { fetchPolicy: 'network-only', fetchKey });
  const links = data.node?.previewLinks ?? [];
  if (links.length === 0) return <p className="muted">{t('publishing.preview.none')}</p>;
  return (
    <Links aria-label={t('publishing.preview.active')}>
      {links.map((link) => (
        <li key={link.id}>
          <span>
            {t('publishing.preview.madeBy', { name: link.createdByName })}
            <br />
            <span className="muted">{t('publishing.preview.expires', { date: formatOfficeDateTime(link.expiresAt, i18n.language) })}</span>
          </span>
          <Button type="button" $variant="secondary" disabled={busy} onClick={() => onRevoke(link.id)}>
            {t('publishing.preview.revoke')}
          </Button>
        </li>
      ))}
    </Links>
  );
}

/** The editor's "Share preview" card, for a saved post or page (`subjectId`, its global id); a new one says to save first. */
export function SharePreviewPanel({ subjectId }: { subjectId: string | null }) {
  const { t } = useTranslation('admin');
  const environment = useRelayEnvironment();
  const [days, setDays] = useState<number>(defaultPreviewLinkDays);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<Urls | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [fetchKey, setFetchKey] = useState(0);

  async function write(work: () => Promise<unknown>) {
    setBusy(true);
    setProblem(null);
    try {
      await work();
      setFetchKey((n) => n + 1);
    } catch (error) {
      setProblem(refusalKey(error));
    } finally {
      setBusy(false);
    }
  }

  const create = (id: string) =>
    write(async () => {
      const answer = await runMutation<SharePreviewPanelCreateMutation>(environment, {
        mutation: createMutation,
        variables: { input: { subjectId: id, expiresInDays: days } },
      });
      setCreated(answer.createPreviewLink.urls);
      setCopied(null);
    });

  const revoke = (id: string) =>
    write(async () => {
      await runMutation<SharePreviewPanelRevokeMutation>(environment, { mutation: revokeMutation, variables: { input: { id } } });
      setCreated(null);
    });

  const copy = (locale: string, url: string) =>
    navigator.clipboard.writeText(url).then(
      () => setCopied(locale),
      () => setCopied(null),
    );

  return (
    <Panel aria-labelledby="share-preview-heading">
      <h2 id="share-preview-heading">{t('publishing.preview.title')}</h2>
      {!subjectId ? (
        <p className="muted">{t('publishing.preview.saveFirst')}</p>
      ) : (
        <>
          <p className="muted">{t('publishing.preview.hint')}</p>
          <Row>
            <SelectField label={t('publishing.preview.length')} value={days} onChange={(event) => setDays(Number(event.target.value))} disabled={busy}>
              {previewLinkDays.map((count) => (
                <option key={count} value={count}>
                  {t('publishing.preview.days', { count })}
                </option>
              ))}
            </SelectField>
            <Button type="button" onClick={() => void create(subjectId)} disabled={busy}>
              {t('publishing.preview.create')}
            </Button>
          </Row>
          {problem && (
            <Alert role="alert" $tone="error">
              {t(problem)}
            </Alert>
          )}
          {created && (
            <NewLink role="status" data-preview-created="">
              <span>{t('publishing.preview.created')}</span>
              {created.map(({ locale, url }) => (
                <div key={locale}>
                  <label htmlFor={`preview-url-${locale}`}>{t(`publishing.preview.in.${locale}`)}</label>
                  <Row>
                    <input id={`preview-url-${locale}`} readOnly value={url} dir="ltr" onFocus={(event) => event.currentTarget.select()} />
                    <Button type="button" $variant="secondary" onClick={() => void copy(locale, url)}>
                      {copied === locale ? t('publishing.preview.copied') : t('publishing.preview.copy')}
                    </Button>
                  </Row>
                </div>
              ))}
            </NewLink>
          )}
          <h3 className="muted">{t('publishing.preview.active')}</h3>
          <LoadBoundary onRetry={() => setFetchKey((n) => n + 1)} message={t('publishing.preview.loadError')} compact>
            <Suspense fallback={<Spinner />}>
              <ActiveLinks subjectId={subjectId} fetchKey={fetchKey} onRevoke={(id) => void revoke(id)} busy={busy} />
            </Suspense>
          </LoadBoundary>
        </>
      )}
    </Panel>
  );
}
