import type { TooltipContentProps } from 'recharts';
import styled from 'styled-components';
import { LineSample, SwatchSample } from '../ChartLegend.tsx';
import { formatNumber, formatPercent } from '../../../../format/numbers.ts';
import { formatLongDay } from '../../../../format/officeTime.ts';
import { seriesStyles } from '../seriesStyles.ts';
import type { Language } from '../../../../i18n/languages.ts';

const Box = styled.div`
  min-inline-size: 10rem;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  color: ${({ theme }) => theme.color.ink};
  font-size: 0.875rem;
  line-height: 1.5;
  p {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-weight: 600;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  .value {
    margin-inline-start: auto;
    padding-inline-start: ${({ theme }) => theme.space(3)};
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

type Props = Pick<TooltipContentProps, 'active' | 'payload' | 'label'> & { language: string };

/** A day's numbers where the pointer (or the keyboard) is: the day in the reader's language, each series by its sample. */
export function DayTooltip({ active, payload, label, language }: Props) {
  if (!active || !payload?.length) return null;
  return (
    <Box>
      {typeof label === 'string' && <p>{formatLongDay(label, language)}</p>}
      <ul>
        {payload.map((entry) => {
          const style = seriesStyles[entry.dataKey as keyof typeof seriesStyles];
          return (
            <li key={String(entry.dataKey)}>
              {style && <LineSample style={style} />}
              <span>{entry.name}</span>
              <span className="value">{formatNumber(Number(entry.value), language)}</span>
            </li>
          );
        })}
      </ul>
    </Box>
  );
}

/** A language's views and share, for the language split. */
export function LanguageTooltip({ active, payload, language }: Props) {
  const entry = payload?.[0];
  if (!active || !entry) return null;
  const row = entry.payload as { language: Language; name: string; views: number; percent: number };
  return (
    <Box>
      <ul>
        <li>
          <SwatchSample language={row.language} />
          <span>{row.name}</span>
          <span className="value">{`${formatNumber(row.views, language)} (${formatPercent(row.percent, language)})`}</span>
        </li>
      </ul>
    </Box>
  );
}
