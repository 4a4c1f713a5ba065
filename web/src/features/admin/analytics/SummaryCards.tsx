import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { VisuallyHidden } from '../../../components/Spinner.tsx';
import { changeOf, measures, type Change, type Measure, type Totals } from '../comparison.ts';
import { formatNumber, formatPercent } from '../../../format/numbers.ts';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(8)};
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    margin: 0;
    font-size: 1rem;
    font-weight: 600;
    color: ${({ theme }) => theme.color.inkSoft};
  }
  .total {
    margin: 0;
    font-size: 2.25rem;
    font-weight: 700;
    line-height: 1.15;
    font-variant-numeric: tabular-nums;
  }
  .previous,
  .hint {
    margin: 0;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Badge = styled.p<{ $kind: Change['kind'] }>`
  justify-self: start;
  margin: 0;
  padding: 0.1em 0.6em;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $kind }) => ($kind === 'up' ? theme.color.accentSoft : $kind === 'down' ? theme.color.dangerSoft : theme.color.canvas)};
  color: ${({ theme, $kind }) => ($kind === 'up' ? theme.color.success : $kind === 'down' ? theme.color.danger : theme.color.inkSoft)};
  font-size: 0.875rem;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const arrows: Record<Change['kind'], string> = { up: '▲', down: '▼', new: '▲', same: '=', none: '–' };

/** How a total moved: an arrow and a signed percentage to see, words to hear ("Up 12%"). */
function ChangeBadge({ change }: { change: Change }) {
  const { t, i18n } = useTranslation('admin');
  if (change.kind === 'up' || change.kind === 'down') {
    const percent = formatPercent(change.percent, i18n.language);
    return (
      <Badge $kind={change.kind}>
        {/* Signed numbers read left to right in Arabic too. */}
        <span aria-hidden="true" dir="ltr">{`${arrows[change.kind]} ${change.kind === 'up' ? '+' : '−'}${percent}`}</span>
        <VisuallyHidden>{`${t(`analyticsPage.change.${change.kind}`)} ${percent}`}</VisuallyHidden>
      </Badge>
    );
  }
  return (
    <Badge $kind={change.kind}>
      <span aria-hidden="true">{arrows[change.kind]} </span>
      {t(`analyticsPage.change.${change.kind}`)}
    </Badge>
  );
}

/** The period's views, visitors and enquiries, each against the period of the same length before it. */
export function SummaryCards({ current, previous, days }: { current: Totals; previous: Totals; days: number }) {
  const { t, i18n } = useTranslation('admin');
  const card = (measure: Measure) => (
    <Card key={measure} data-measure={measure}>
      <h2>{t(`analyticsPage.totals.${measure}`)}</h2>
      <p className="total">{formatNumber(current[measure], i18n.language)}</p>
      <ChangeBadge change={changeOf(current[measure], previous[measure])} />
      <p className="previous">
        {t('analyticsPage.change.previous', { count: days })} <span className="number">{formatNumber(previous[measure], i18n.language)}</span>
      </p>
      {measure === 'visitors' && <p className="hint">{t('analyticsPage.totals.visitorsHint')}</p>}
    </Card>
  );
  return <Cards aria-label={t('analyticsPage.totals.label')}>{measures.map(card)}</Cards>;
}
