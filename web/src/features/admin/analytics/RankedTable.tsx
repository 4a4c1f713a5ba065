import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { barWidths } from './chartData.ts';
import { formatNumber } from '../../../format/numbers.ts';

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  font-size: 0.9375rem;
  caption {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  th,
  td {
    padding: 0.45em 0.5em;
    text-align: start;
    vertical-align: top;
    border-block-end: 1px solid ${({ theme }) => theme.color.line};
  }
  thead th {
    font-size: 0.8125rem;
    font-weight: 600;
    color: ${({ theme }) => theme.color.muted};
  }
  .rank {
    inline-size: 2.5rem;
    color: ${({ theme }) => theme.color.muted};
    font-variant-numeric: tabular-nums;
  }
  .number {
    inline-size: 5.5rem;
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  tbody th {
    font-weight: 500;
    overflow-wrap: anywhere;
  }
  .name {
    display: block;
  }
  /* The bar under each name: its views against the first row's. */
  .bar {
    display: block;
    block-size: 6px;
    margin-block-start: 0.35em;
    border-radius: 3px;
    background: ${({ theme }) => theme.color.accent};
    min-inline-size: 2px;
  }
  a {
    color: ${({ theme }) => theme.color.accentStrong};
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    .rank {
      inline-size: 1.75rem;
    }
    .number {
      inline-size: 4.25rem;
    }
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;

export interface RankedRow {
  key: string;
  name: ReactNode;
  views: number;
  visitors?: number;
}

/** A top list: rank, name with an inline bar, views (and visitors where counted). */
export function RankedTable({
  caption,
  nameLabel,
  viewsLabel,
  rows,
  empty,
  withVisitors,
}: {
  caption: string;
  nameLabel: string;
  viewsLabel?: string;
  rows: readonly RankedRow[];
  empty: string;
  withVisitors: boolean;
}) {
  const { t, i18n } = useTranslation('admin');
  if (rows.length === 0) return <Empty>{empty}</Empty>;
  const widths = barWidths(rows.map((row) => row.views));
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="rank">
            <abbr title={t('analyticsPage.top.rank')}>#</abbr>
          </th>
          <th scope="col">{nameLabel}</th>
          <th scope="col" className="number">
            {viewsLabel ?? t('analyticsPage.top.views')}
          </th>
          {withVisitors && (
            <th scope="col" className="number">
              {t('analyticsPage.top.visitors')}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.key}>
            <td className="rank">{formatNumber(index + 1, i18n.language)}</td>
            <th scope="row">
              <span className="name">{row.name}</span>
              <span className="bar" style={{ inlineSize: `${widths[index]}%` }} aria-hidden="true" />
            </th>
            <td className="number">{formatNumber(row.views, i18n.language)}</td>
            {withVisitors && <td className="number">{formatNumber(row.visitors ?? 0, i18n.language)}</td>}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
