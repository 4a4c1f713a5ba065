import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import type { PageHistory_page$key } from '../../../../__generated__/PageHistory_page.graphql.ts';
import { Button } from '../../../../components/Button.tsx';
import { Dialog, DialogActions } from '../../../../components/Dialog.tsx';
import { formatOfficeDateTime } from '../../../../format/officeTime.ts';
import { PostStatusBadge } from '../../PostStatusBadge.tsx';
import { RevisionHistory } from '../../publishing/RevisionHistory.tsx';

/** Every save of the page, newest first (the shared history list); any one can be put back. */
export function PageHistory({
  page,
  dirty,
  busy,
  onRestore,
}: {
  page: PageHistory_page$key;
  dirty: boolean;
  busy: boolean;
  onRestore: (version: number) => Promise<boolean>;
}) {
  const data = useFragment(
    graphql`
      fragment PageHistory_page on Page {
        id
        revisions(first: 50) {
          version
          action
          createdAt
          editorName
          path
          status
          publishedAt
          translations {
            locale
            title
          }
        }
      }
    `,
    page,
  );
  return (
    <RevisionHistory
      revisions={data.revisions}
      viewer={(viewing, close) => {
        const revision = data.revisions.find((one) => one.version === viewing.version);
        return revision ? (
          <RevisionDialog
            revision={revision}
            isCurrent={viewing.index === 0}
            dirty={dirty}
            busy={busy}
            onClose={close}
            onRestore={async () => (await onRestore(viewing.version)) && close()}
          />
        ) : null;
      }}
    />
  );
}

function RevisionDialog({
  revision,
  isCurrent,
  dirty,
  busy,
  onClose,
  onRestore,
}: {
  revision: {
    version: number;
    createdAt: string;
    editorName: string | null | undefined;
    path: string;
    status: string;
    publishedAt: string | null | undefined;
    translations: readonly { locale: string; title: string }[];
  };
  isCurrent: boolean;
  dirty: boolean;
  busy: boolean;
  onClose: () => void;
  onRestore: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const [confirming, setConfirming] = useState(false);
  return (
    <Dialog
      title={confirming ? t('publishing.history.restoreTitle', { count: revision.version }) : t('publishing.history.versionTitle', { count: revision.version })}
      open
      onClose={onClose}
    >
      {confirming ? (
        <>
          <p>{t('publishing.history.restoreBody', { context: 'page' })}</p>
          {dirty && <p>{t('publishing.history.restoreUnsaved')}</p>}
          <DialogActions>
            <Button type="button" $variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="button" onClick={onRestore} disabled={busy}>
              {busy ? t('publishing.history.restoring') : t('publishing.history.confirmRestore', { count: revision.version })}
            </Button>
          </DialogActions>
        </>
      ) : (
        <>
          <dl>
            <dt>{t('publishing.history.savedBy')}</dt>
            <dd>
              <bdi>{revision.editorName ?? t('blog.formerStaff')}</bdi> · {formatOfficeDateTime(revision.createdAt, i18n.language)}
            </dd>
            <dt>{t('publishing.history.state')}</dt>
            <dd>
              <PostStatusBadge status={revision.status} publishedAt={revision.publishedAt} />
            </dd>
            <dt>{t('pages.editor.path')}</dt>
            <dd dir="ltr">{revision.path}</dd>
            {revision.translations.map((tr) => (
              <div key={tr.locale}>
                <dt>{t('pages.editor.titleIn', { language: t(`pages.languages.${tr.locale}`, { defaultValue: tr.locale }) })}</dt>
                <dd lang={tr.locale} dir={tr.locale === 'ar' ? 'rtl' : 'ltr'}>
                  {tr.title}
                </dd>
              </div>
            ))}
          </dl>
          <DialogActions>
            <Button type="button" $variant="secondary" onClick={onClose}>
              {t('publishing.history.close')}
            </Button>
            {!isCurrent && (
              <Button type="button" onClick={() => setConfirming(true)}>
                {t('publishing.history.restore')}
              </Button>
            )}
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
