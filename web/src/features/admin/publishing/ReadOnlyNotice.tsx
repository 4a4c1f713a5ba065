import { Link } from 'react-router';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/Button.tsx';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { PageHeader } from '../layout/PageHeader.tsx';
import { contextOf, type EditedKind } from './kind.ts';

// What a contributor sees when they open a post or page they may not change (another's, or one
// published: mayEdit, Post/Page.viewerCanEdit), instead of an editor whose every save, preview link
// and publish would be refused.

const Notice = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(3)};
`;

export function ReadOnlyNotice({ kind, siteHref, backHref }: { kind: EditedKind; siteHref: string | null; backHref: string }) {
  const { t } = useTranslation('admin');
  const context = contextOf(kind);
  return (
    <Notice role="status">
      <PageHeader title={t('publishing.readOnly.title', { context })} subtitle={t('publishing.readOnly.body', { context })} />
      {siteHref && (
        <ButtonLink $variant="secondary" href={siteHref} target="_blank" rel="noopener">
          {t('blog.editor.viewOnSite')}
        </ButtonLink>
      )}
      <Link to={backHref}>{kind === 'page' ? t('pages.notFound.back') : t('blog.notFound.back')}</Link>
    </Notice>
  );
}
