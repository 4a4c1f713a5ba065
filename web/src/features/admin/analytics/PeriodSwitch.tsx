import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { periods, type Period } from './analyticsPeriod.ts';

// A segmented control made of radio buttons: one tab stop, the arrow keys move between periods
// (mirrored in Arabic by the browser), and screen readers hear "radio, 2 of 3, checked".
const Segments = styled.fieldset`
  display: inline-flex;
  margin: 0;
  padding: 3px;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  legend {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  label {
    position: relative;
    display: block;
  }
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  span {
    display: block;
    min-block-size: 40px;
    padding: 0.45em 1em;
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.color.inkSoft};
    font-weight: 600;
    line-height: 1.6;
    white-space: nowrap;
  }
  label:hover span {
    color: ${({ theme }) => theme.color.ink};
    background: ${({ theme }) => theme.color.canvas};
  }
  input:checked + span {
    background: ${({ theme }) => theme.color.accentStrong};
    color: #fff;
  }
  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.color.glow};
    outline-offset: 2px;
  }
`;

/** 7, 30 or 90 days. */
export function PeriodSwitch({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  const { t } = useTranslation('admin');
  return (
    <Segments>
      <legend>{t('analyticsPage.period.label')}</legend>
      {periods.map((period) => (
        <label key={period}>
          <input type="radio" name="analytics-period" value={period} checked={value === period} onChange={() => onChange(period)} />
          <span>{t('analyticsPage.period.days', { count: period })}</span>
        </label>
      ))}
    </Segments>
  );
}
