import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { formatDay } from '../../../../format/officeTime.ts';
import { chartDirection, oldestFirst } from '../chartData.ts';
import type { DayCounts } from '../../comparison.ts';
import { formatNumber } from '../../../../format/numbers.ts';
import { chartColors, seriesStyles } from '../seriesStyles.ts';
import { axisTick, chartMargin, dayTicks } from './axes.ts';
import { DayTooltip } from './ChartTooltip.tsx';

/** Enquiries received per day, as bars. */
export function EnquiriesChart({ days, height }: { days: readonly DayCounts[]; height: number }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  const { reversed, valueAxis } = chartDirection(language);
  return (
    <BarChart
      responsive
      data={oldestFirst(days)}
      style={{ inlineSize: '100%', blockSize: height }}
      margin={chartMargin}
      title={t('analyticsPage.charts.enquiries.label')}
    >
      <CartesianGrid vertical={false} stroke={chartColors.grid} />
      <XAxis
        dataKey="day"
        reversed={reversed}
        tickFormatter={(day: string) => formatDay(day, language)}
        {...dayTicks}
        tick={axisTick}
        tickLine={false}
        axisLine={{ stroke: chartColors.grid }}
      />
      <YAxis
        orientation={valueAxis}
        allowDecimals={false}
        width="auto"
        tickFormatter={(value: number) => formatNumber(value, language)}
        tick={axisTick}
        tickLine={false}
        axisLine={false}
      />
      <Tooltip content={(props) => <DayTooltip {...props} language={language} />} cursor={{ fill: chartColors.grid, fillOpacity: 0.5 }} />
      <Bar
        dataKey="enquiries"
        name={t('analyticsPage.totals.enquiries')}
        fill={seriesStyles.enquiries.color}
        maxBarSize={28}
        radius={[3, 3, 0, 0]}
        isAnimationActive={false}
      />
    </BarChart>
  );
}
