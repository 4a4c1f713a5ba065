import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis, type ActiveDotProps, type DotItemDotProps } from 'recharts';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { formatDay } from '../../../../format/officeTime.ts';
import { chartDirection, oldestFirst } from '../chartData.ts';
import type { DayCounts } from '../../comparison.ts';
import { formatNumber } from '../../../../format/numbers.ts';
import { chartColors, seriesStyles } from '../seriesStyles.ts';
import { axisTick, chartMargin, dayTicks } from './axes.ts';
import { DayTooltip } from './ChartTooltip.tsx';

/** Markers on every day up to a month; past that they would crowd the line. */
const maxDaysWithMarkers = 31;

const square = (size: number, fill: string) =>
  function Square({ cx, cy, index }: DotItemDotProps | ActiveDotProps) {
    if (cx === undefined || cy === undefined) return null;
    return <rect key={index} x={cx - size / 2} y={cy - size / 2} width={size} height={size} fill={fill} stroke={chartColors.surface} strokeWidth={1} />;
  };

/** Views and visitors per day: views a solid line with round markers, visitors dashed with square ones. */
export function TrafficChart({ days, height }: { days: readonly DayCounts[]; height: number }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  const { reversed, valueAxis } = chartDirection(language);
  const data = oldestFirst(days);
  const markers = data.length <= maxDaysWithMarkers;
  const { views, visitors } = seriesStyles;
  return (
    <LineChart responsive data={data} style={{ inlineSize: '100%', blockSize: height }} margin={chartMargin} title={t('analyticsPage.charts.traffic.label')}>
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
      <Tooltip content={(props) => <DayTooltip {...props} language={language} />} cursor={{ stroke: chartColors.axis, strokeDasharray: '3 3' }} />
      <Line
        dataKey="views"
        name={t('analyticsPage.totals.views')}
        type="linear"
        stroke={views.color}
        strokeWidth={2.5}
        dot={markers ? { r: 3, fill: views.color, stroke: chartColors.surface, strokeWidth: 1 } : false}
        activeDot={{ r: 5, fill: views.color, stroke: chartColors.surface, strokeWidth: 2 }}
        isAnimationActive={false}
      />
      <Line
        dataKey="visitors"
        name={t('analyticsPage.totals.visitors')}
        type="linear"
        stroke={visitors.color}
        strokeWidth={2}
        strokeDasharray={visitors.dash}
        dot={markers ? square(6, visitors.color) : false}
        activeDot={square(9, visitors.color)}
        isAnimationActive={false}
      />
    </LineChart>
  );
}
