import styled from 'styled-components';
import { Alert } from '../../../components/Field.tsx';

// The frame both editors (posts, pages) share: the header with the way back, the title, the save
// state and the actions (sticky on a wide screen), and the banner over the form.

/** The editor's header: `a.back`, `.row` (h1 and state), `.actions`. */
export const EditorHeader = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-end: ${({ theme }) => theme.space(5)};
  padding-block: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.canvas};
  a.back {
    justify-self: start;
    font-size: 0.9375rem;
    font-weight: 600;
    text-decoration: none;
  }
  a.back:hover {
    text-decoration: underline;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
  }
  h1 {
    margin: 0;
    font-size: 1.5rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    margin-inline-start: auto;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    position: sticky;
    inset-block-start: 0;
    z-index: 20;
    border-block-end: 1px solid ${({ theme }) => theme.color.line};
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    .actions {
      margin-inline-start: 0;
      inline-size: 100%;
    }
    .actions button {
      flex: 1 1 auto;
    }
  }
`;

/** A notice over the form (a conflict, a failed save), with its buttons. */
export const EditorBanner = styled(Alert)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(4)};
  button {
    min-block-size: 36px;
  }
`;
