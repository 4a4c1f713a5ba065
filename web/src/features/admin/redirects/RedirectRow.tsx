import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { RedirectRow_redirect$data, RedirectRow_redirect$key } from '../../../__generated__/RedirectRow_redirect.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { formatOfficeDateTime } from '../../../format/officeTime.ts';

export type RedirectRowData = RedirectRow_redirect$data;

const Address = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  button {
    min-block-size: 40px;
    padding-inline: 0.8em;
    font-size: 0.875rem;
  }
`;

/** One redirect: where it leads from and to, when it last changed, and its buttons. */
export function RedirectRow({
  redirect,
  onEdit,
  onDelete,
}: {
  redirect: RedirectRow_redirect$key;
  onEdit: (redirect: RedirectRowData) => void;
  onDelete: (redirect: RedirectRowData) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const data = useFragment(
    graphql`
      fragment RedirectRow_redirect on Redirect {
        id
        from
        to
        updatedAt
      }
    `,
    redirect,
  );
  return (
    <tr data-redirect={data.from}>
      <td>
        <Address dir="ltr">{data.from}</Address>
      </td>
      <td>
        {/* On a phone the cells stack: the arrow says which way it leads. */}
        <span aria-hidden="true">{i18n.dir() === 'rtl' ? '← ' : '→ '}</span>
        <Address dir="ltr">{data.to}</Address>
      </td>
      <td className="who">
        <time dateTime={data.updatedAt}>{formatOfficeDateTime(data.updatedAt, i18n.language)}</time>
      </td>
      <td className="actions">
        <Actions>
          <Button type="button" $variant="secondary" onClick={() => onEdit(data)} aria-label={t('redirects.editLabel', { from: data.from })}>
            {t('redirects.edit')}
          </Button>
          <Button
            type="button"
            $variant="secondary"
            className="danger"
            onClick={() => onDelete(data)}
            aria-label={t('redirects.deleteLabel', { from: data.from })}
          >
            {t('redirects.delete')}
          </Button>
        </Actions>
      </td>
    </tr>
  );
}
