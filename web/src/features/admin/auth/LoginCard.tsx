import styled from 'styled-components';

/** The sign-in card: the password step and the code step share it. */
export const LoginCard = styled.form`
  inline-size: min(100%, 26rem);
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  h1 {
    margin: 0;
    font-size: 1.75rem;
  }
  p.subtitle {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
  }
`;

/** "or" between the card's ways in (the password, a passkey, single sign-on), a line either side. */
export const OrDivider = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.875rem;
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-block-start: 1px solid ${({ theme }) => theme.color.line};
  }
`;
