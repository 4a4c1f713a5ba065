import type { ReactNode } from 'react';
import styled from 'styled-components';

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
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
    padding: 0.4em 0.6em;
    text-align: start;
    border-block-end: 1px solid ${({ theme }) => theme.color.line};
  }
  thead th {
    font-size: 0.8125rem;
    font-weight: 600;
    color: ${({ theme }) => theme.color.muted};
  }
  tbody th {
    font-weight: 500;
  }
  .number {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  tbody tr:nth-child(odd) {
    background: ${({ theme }) => theme.color.canvas};
  }
`;

export interface Column {
  key: string;
  label: string;
  numeric?: boolean;
}

/** A chart's numbers: one row per day (or language), the row's name first. */
export function DataTable({ caption, columns, rows }: { caption: string; columns: Column[]; rows: { key: string; cells: ReactNode[] }[] }) {
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={column.numeric ? 'number' : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) =>
              index === 0 ? (
                <th key={columns[index].key} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={columns[index].key} className={columns[index].numeric ? 'number' : undefined}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
