import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button.tsx';

// The frame of the admin's paged lists (posts, messages): the count above, the empty state in
// place of the list, and "Load more" below it.

/** How many the filters select, announced when it changes. */
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
  h2 { margin: 0; font-size: 1.25rem; }
  p { margin: 0; max-inline-size: 30rem; color: ${({ theme }) => theme.color.muted}; }
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
