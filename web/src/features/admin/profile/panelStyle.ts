import { css } from 'styled-components';

/** A box of the profile screen (details, password, two-step sign-in, passkeys, sessions): one look for each. */
export const panelStyle = css`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;
