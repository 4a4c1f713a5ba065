import styled from 'styled-components';
import { useTranslation } from '../i18n/useTranslation.ts';
import { brand } from '../brand.ts';
import { toLanguage } from '../i18n/languages.ts';

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.5em;
  font-size: 1.25rem;
  font-weight: 700;
  letter-spacing: 0.01em;
  svg {
    flex: none;
  }
`;

export function Logo() {
  const { i18n } = useTranslation();
  return (
    <Mark>
      <svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#0f766e" />
        <path
          d="M44 20c-3-4-8-6-13-6-8 0-13 4-13 10 0 13 26 8 26 20 0 6-6 10-13 10-6 0-11-2-14-7"
          fill="none"
          stroke="#ccfbf1"
          strokeWidth="6"
          strokeLinecap="round"
        />
      </svg>
      {brand.name[toLanguage(i18n.language)]}
    </Mark>
  );
}
