import { Suspense, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';

export const Section = styled.section`
  min-inline-size: 0;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  > header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    margin-block-end: ${({ theme }) => theme.space(3)};
  }
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  }
`;

const Toggle = styled(Button)`
  min-block-size: 36px;
  padding-block: 0.25em;
  font-size: 0.875rem;
  .icon {
    margin-inline-end: 0.4em;
    vertical-align: -0.15em;
  }
`;

/* Shown with the chart, the table stays for screen readers: it is what they read. */
const TableSlot = styled.div<{ $shown: boolean }>`
  ${({ $shown }) =>
    $shown ? '' : `position: absolute; inline-size: 1px; block-size: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;`}
`;

const ChartSlot = styled.div<{ $height: number }>`
  min-block-size: ${({ $height }) => $height}px;
  .loading {
    display: grid;
    place-items: center;
    block-size: ${({ $height }) => $height}px;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.canvas};
  }
  /* Value ticks are digits: laid out left to right, or in Arabic they would run into the plot. */
  .recharts-yAxis-tick-labels text {
    direction: ltr;
  }
  .hint {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.color.muted};
  }
  @media (pointer: coarse) {
    .hint {
      display: none;
    }
  }
`;

const TableIcon = () => (
  <svg className="icon" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
    <rect x="1.75" y="2.75" width="12.5" height="10.5" rx="1.5" />
    <path d="M1.75 6.25h12.5M1.75 9.75h12.5M6 6.25v7" />
  </svg>
);

const ChartIcon = () => (
  <svg className="icon" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
    <path d="M1.75 13.25h12.5M2.5 10.5l3.5-4 3 2.5 4.5-5.5" />
  </svg>
);

/**
 * A chart and its numbers as a table: the chart by default, the table at the press of a button. The
 * table is always in the page for screen readers; the chart (with the library's keyboard layer:
 * arrow keys from day to day) is for eyes.
 */
export function ChartPanel({
  id,
  title,
  legend,
  chart,
  table,
  height,
  keyboardHint = true,
}: {
  id: string;
  title: string;
  legend?: ReactNode;
  chart: ReactNode;
  table: ReactNode;
  height: number;
  keyboardHint?: boolean;
}) {
  const { t } = useTranslation('admin');
  const [asTable, setAsTable] = useState(false);
  return (
    <Section aria-labelledby={`${id}-title`} data-chart={id}>
      <header>
        <h2 id={`${id}-title`}>{title}</h2>
        <Toggle type="button" $variant="secondary" aria-controls={`${id}-table`} onClick={() => setAsTable((shown) => !shown)}>
          {asTable ? <ChartIcon /> : <TableIcon />}
          {asTable ? t('analyticsPage.charts.showChart') : t('analyticsPage.charts.showTable')}
        </Toggle>
      </header>
      {!asTable && (
        <ChartSlot $height={height}>
          {legend}
          <Suspense
            fallback={
              <div className="loading">
                <Spinner />
              </div>
            }
          >
            {chart}
          </Suspense>
          {keyboardHint && (
            <p className="hint" aria-hidden="true">
              {t('analyticsPage.charts.keyboard')}
            </p>
          )}
        </ChartSlot>
      )}
      <TableSlot id={`${id}-table`} $shown={asTable}>
        {table}
      </TableSlot>
    </Section>
  );
}
