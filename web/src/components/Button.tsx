import styled, { css } from 'styled-components';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.color.accent};
    color: #fff;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.accentStrong};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
    border-color: ${({ theme }) => theme.color.line};
    &:hover:not(:disabled) {
      border-color: ${({ theme }) => theme.color.accent};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.color.danger};
    color: #fff;
    &:hover:not(:disabled) {
      filter: brightness(0.9);
    }
  `,
  ghost: css`
    background: transparent;
    color: inherit;
    &:hover:not(:disabled) {
      background: rgba(127, 127, 127, 0.12);
    }
  `,
};

const buttonStyle = css<{ $variant?: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5em;
  min-block-size: 44px;
  padding-block: 0.6em;
  padding-inline: 1.2em;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  ${({ $variant = 'primary' }) => variants[$variant]}
`;

export const Button = styled.button<{ $variant?: Variant }>`
  ${buttonStyle}
`;
export const ButtonLink = styled.a<{ $variant?: Variant }>`
  ${buttonStyle}
`;
