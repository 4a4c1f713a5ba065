import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Button } from '../../components/Button.tsx';
import { controlStyle } from '../../components/Field.tsx';

// The frame of the admin's paged lists (posts, messages): the status filters and the count above,
// the empty state in place of the list, and "Load more" below it.

/** How many the filters select, announced when it changes. */
/** A list's search box (a form whose input is `type="search"`), above its count. */
export const ListSearch = styled.div`
  display: flex;
  margin-block-end: ${({ theme }) => theme.space(4)};
  input[type='search'] {
    ${controlStyle};
    max-inline-size: 26rem;
  }
`;

/** What a list shows, dimmed while the answer to a new filter or search is on its way. */
export const ListResults = styled.div<{ $stale: boolean }>`
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  transition: opacity ${({ theme }) => theme.motion.normal};
`;

export const ListCount = styled.p.attrs({ role: 'status' })`
  margin-block: 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9375rem;
`;

/** The box of an empty state: a dashed frame, centred, a heading and muted words. */
export const EmptyState = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  text-align: center;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    max-inline-size: 30rem;
    color: ${({ theme }) => theme.color.muted};
  }
`;

/** What shows instead of an empty list: why it is empty, and what to do (clear the filters, write the first…). */
export function ListEmpty({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <EmptyState>
      <h2>{title}</h2>
      <p>{text}</p>
      {action}
    </EmptyState>
  );
}

const More = styled.p`
  display: flex;
  justify-content: center;
  margin-block-start: ${({ theme }) => theme.space(5)};
`;

/** The next page's button, busy while it loads. */
export function LoadMore({ loading, onLoad, label, loadingLabel }: { loading: boolean; onLoad: () => void; label: string; loadingLabel: string }) {
  return (
    <More>
      <Button type="button" $variant="secondary" disabled={loading} onClick={onLoad}>
        {loading ? loadingLabel : label}
      </Button>
    </More>
  );
}

/**
 * The row of status filters above a list (toggle buttons, `aria-pressed`), a `.count` beside a label
 * where one helps. `$fades`: a row too long for a phone scrolls, its far end faded.
 */
export const StatusTabs = styled.div<{ $fades?: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  flex: 1 1 100%;
  overflow-x: auto;
  padding-block-end: 2px;
  border-block-end: 1px solid ${({ theme }) => theme.color.line};
  button {
    flex: none;
    min-block-size: 44px;
    padding-inline: ${({ theme }) => theme.space(3)};
    border: 0;
    border-block-end: 3px solid transparent;
    margin-block-end: -3px;
    background: none;
    color: ${({ theme }) => theme.color.inkSoft};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button:hover {
    color: ${({ theme }) => theme.color.ink};
  }
  button[aria-pressed='true'] {
    color: ${({ theme }) => theme.color.accentStrong};
    border-block-end-color: ${({ theme }) => theme.color.accent};
  }
  .count {
    margin-inline-start: 0.35em;
    padding: 0 0.45em;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.accent};
    color: #fff;
    font-size: 0.75rem;
  }
  /* On a phone the row scrolls: its far end fades, so the cut-off tab reads as "more this way". */
  ${({ $fades, theme }) =>
    $fades &&
    css`
      @media (max-width: ${theme.breakpoint.sm}) {
        mask-image: linear-gradient(to right, #000 80%, transparent);
        [dir='rtl'] & {
          mask-image: linear-gradient(to left, #000 80%, transparent);
        }
      }
    `}
`;

/** A list as a table on a desktop, as cards on a phone (a `td.who` of who and when, `td.actions`; a cell's `data-label` names it on a card). */
export const ListTable = styled.div`
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  overflow-x: auto;
  table {
    inline-size: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    text-align: start;
    vertical-align: middle;
  }
  th {
    font-size: 0.8125rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.color.muted};
    border-block-end: 1px solid ${({ theme }) => theme.color.line};
    white-space: nowrap;
  }
  [dir='rtl'] & th {
    text-transform: none;
    letter-spacing: 0;
  }
  tbody tr + tr td {
    border-block-start: 1px solid ${({ theme }) => theme.color.line};
  }
  tbody tr:hover td {
    background: ${({ theme }) => theme.color.canvas};
  }
  td.who .author {
    display: block;
    font-weight: 500;
  }
  td.who time {
    display: block;
    white-space: nowrap;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.color.muted};
  }
  td.actions {
    min-inline-size: 15rem;
  }
  button.danger {
    color: ${({ theme }) => theme.color.danger};
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    thead {
      display: none;
    }
    table,
    tbody {
      display: block;
    }
    tr {
      display: grid;
      gap: ${({ theme }) => theme.space(2)};
      padding: ${({ theme }) => theme.space(4)};
    }
    td {
      display: block;
      padding: 0;
      border: 0 !important;
      min-inline-size: 0;
    }
    tbody tr:hover td {
      background: none;
    }
    tbody tr + tr {
      border-block-start: 1px solid ${({ theme }) => theme.color.line};
    }
    /* A card's cell says what it is where the table's heading would (data-label). */
    td[data-label]::before {
      content: attr(data-label);
      display: block;
      font-size: 0.75rem;
      color: ${({ theme }) => theme.color.muted};
    }
    td.who {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: 0.2em 0.6em;
    }
    td.who .author,
    td.who time {
      display: inline;
    }
    td.actions {
      min-inline-size: 0;
    }
  }
`;
