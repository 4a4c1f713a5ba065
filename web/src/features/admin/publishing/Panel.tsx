import styled from 'styled-components';

/** A card of the editor's side matter (settings, publishing, numbers, history). */
export const Panel = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  gap: ${({ theme }) => theme.space(4)};
  min-inline-size: 0;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    margin: 0;
    font-size: 1.0625rem;
  }
  .muted {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.875rem;
  }
`;
