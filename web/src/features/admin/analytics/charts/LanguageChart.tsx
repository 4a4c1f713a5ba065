import { Cell, Pie, PieChart, Tooltip } from 'recharts';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import type { LanguageShare } from '../chartData.ts';
import { chartColors, hatchPatternId, languageStyles } from '../seriesStyles.ts';
import { LanguageTooltip } from './ChartTooltip.tsx';

/**
 * Views by language as a ring: English solid, Arabic hatched (the legend beside it names them and
 * gives the numbers, so the ring is no stop for the keyboard: nothing there the legend lacks).
 */
export function LanguageChart({ shares, height }: { shares: readonly LanguageShare[]; height: number }) {
  const { t, i18n } = useTranslation('admin');
  const data = shares.map((share) => ({ ...share, name: t(`analyticsPage.charts.languages.${share.language}`) }));
  return (
    <PieChart responsive style={{ inlineSize: '100%', maxInlineSize: height, blockSize: height }} title={t('analyticsPage.charts.languages.label')}>
      <Pie
        data={data}
        dataKey="views"
        nameKey="name"
        innerRadius="55%"
        outerRadius="95%"
        startAngle={90}
        endAngle={-270}
        stroke={chartColors.surface}
        strokeWidth={2}
        isAnimationActive={false}
        rootTabIndex={-1}
      >
        {data.map((row) => {
          const style = languageStyles[row.language];
          return <Cell key={row.language} fill={style.hatched ? `url(#${hatchPatternId})` : style.color} stroke={style.color} />;
        })}
      </Pie>
      <Tooltip content={(props) => <LanguageTooltip {...props} language={i18n.language} />} />
    </PieChart>
  );
}
