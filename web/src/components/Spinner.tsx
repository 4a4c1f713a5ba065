import styled, { keyframes } from 'styled-components';
import { useTranslation } from '../i18n/useTranslation.ts';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(2, Math.round($size / 10))}px solid ${({ theme }) => theme.color.line};
  border-block-start-color: ${({ theme }) => theme.color.accent};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-block-size: 50vh;
`;

/** The spinner shown while a route or data loads; `page` centres a large one in the viewport. */
export function Spinner({ size = 'medium', page = false }: { size?: 'small' | 'medium' | 'large'; page?: boolean }) {
  const { t } = useTranslation('components', { useSuspense: false });
  const px = { small: 16, medium: 32, large: 56 }[size];
  const ring = (
    <span role="status" aria-live="polite">
      <Ring $size={px} aria-hidden="true" />
      <VisuallyHidden>{t('spinner.label', 'Loading')}</VisuallyHidden>
    </span>
  );
  return page ? <Centered>{ring}</Centered> : ring;
}

export const VisuallyHidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
