import styled from 'styled-components';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { Button, ButtonLink } from '../../../../components/Button.tsx';
import { toLanguage } from '../../../../i18n/languages.ts';
import { formatOfficeDateTime, fromOfficeInput } from '../../../../format/officeTime.ts';
import { fieldMessage } from '../postErrors.ts';
import { PostStatusBadge } from '../../PostStatusBadge.tsx';
import type { PostState } from '../../postState.ts';
import { EditorInput } from '../../publishing/EditorField.tsx';
import { Panel } from '../../publishing/Panel.tsx';
import { UnpublishTimeField } from '../../publishing/UnpublishTimeField.tsx';
import type { PostFormValues, ServerPost } from './postForm.ts';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  button,
  a {
    min-block-size: 40px;
    font-size: 0.9375rem;
  }
`;

/** Where the post stands (draft, live, scheduled, archived), its publication time, and the moves that are not the main ones. */
export function PublishingPanel({
  server,
  state,
  values,
  errors,
  busy,
  reviewer,
  onChange,
  onArchive,
  onMoveToDrafts,
}: {
  server: ServerPost | null;
  state: PostState | null;
  values: PostFormValues;
  errors: Record<string, string>;
  busy: boolean;
  /** Archiving and the publication and unpublish times are a reviewer's (contributors leave drafts as drafts, and live posts live). */
  reviewer: boolean;
  onChange: (change: (values: PostFormValues) => PostFormValues, field: string) => void;
  onArchive: () => void;
  onMoveToDrafts: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const date = server?.publishedAt ? formatOfficeDateTime(server.publishedAt, i18n.language) : '';
  const chosen = fromOfficeInput(values.publishAt);
  const willSchedule = chosen !== null && Date.parse(chosen) > Date.now();
  const explain = !server
    ? t('blog.editor.state.new')
    : state === 'SCHEDULED'
      ? t('blog.editor.state.scheduled', { date })
      : state === 'PUBLISHED'
        ? t('blog.editor.state.published', { date })
        : state === 'ARCHIVED'
          ? t('blog.editor.state.archived')
          : t('blog.editor.state.draft');

  return (
    <Panel aria-labelledby="publishing-heading">
      <h2 id="publishing-heading">{t('blog.editor.publishing')}</h2>
      <div>
        {server ? (
          <PostStatusBadge status={server.status} publishedAt={server.publishedAt} showDate={false} />
        ) : (
          <PostStatusBadge status="DRAFT" publishedAt={null} showDate={false} />
        )}
      </div>
      <p className="muted">{explain}</p>
      {reviewer && server?.status === 'PUBLISHED' && (
        <EditorInput
          label={t('blog.editor.publishDate')}
          type="datetime-local"
          value={values.publishAt}
          onChange={(e) => onChange((v) => ({ ...v, publishAt: e.target.value }), 'publishAt')}
          error={errors.publishAt ? fieldMessage(t, 'publishAt', errors.publishAt) : null}
          hint={willSchedule && state === 'PUBLISHED' ? t('blog.editor.publishDateFuture') : t('blog.editor.publishDateHint')}
          data-field="publishAt"
          dir="ltr"
        />
      )}
      {reviewer && server?.status === 'PUBLISHED' && (
        <UnpublishTimeField
          value={values.unpublishAt}
          error={errors.unpublishAt}
          onChange={(unpublishAt) => onChange((v) => ({ ...v, unpublishAt }), 'unpublishAt')}
        />
      )}
      <Row>
        {state === 'PUBLISHED' && server && (
          <ButtonLink $variant="secondary" href={`/blog/${server.slug}?lang=${toLanguage(i18n.language)}`} target="_blank" rel="noopener">
            {t('blog.editor.viewOnSite')}
          </ButtonLink>
        )}
        {reviewer && server && server.status !== 'ARCHIVED' && (
          <Button type="button" $variant="secondary" onClick={onArchive} disabled={busy}>
            {t('blog.editor.archive')}
          </Button>
        )}
        {server?.status === 'ARCHIVED' && (
          <Button type="button" $variant="secondary" onClick={onMoveToDrafts} disabled={busy}>
            {t('blog.editor.moveToDrafts')}
          </Button>
        )}
      </Row>
    </Panel>
  );
}
