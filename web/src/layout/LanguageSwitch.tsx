import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../components/Tooltip.tsx';
import { toLanguage } from '../i18n/languages.ts';

const Switch = styled.button`
  min-block-size: 40px;
  padding-inline: 0.9em;
  border: 1px solid rgba(230, 241, 248, 0.35);
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover { border-color: ${({ theme }) => theme.color.glow}; }
`;

/** Switches between English and Arabic; the choice is remembered by the language detector. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('navigation');
  const next = toLanguage(i18n.language) === 'ar' ? 'en' : 'ar';
  return (
    <Tooltip label={t('switchToHint')}>
      <Switch type="button" lang={next} onClick={() => void i18n.changeLanguage(next)} aria-label={`${t('switchLanguage')}: ${t('switchTo')}`}>
        {t('switchTo')}
      </Switch>
    </Tooltip>
  );
}
