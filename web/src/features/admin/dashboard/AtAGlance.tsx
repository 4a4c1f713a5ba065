import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { AtAGlance_query$key } from '../../../__generated__/AtAGlance_query.graphql.ts';
import { VisuallyHidden } from '../../../components/Spinner.tsx';
import { changeOf, totalsOf, type Change } from '../comparison.ts';
import { formatNumber, formatPercent } from '../../../format/numbers.ts';
import { weekSplit } from './weeks.ts';

/** The week's two numbers beside the three that wait: one row on a wide screen, two rows on a narrow one. */
export const Groups = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: ${({ theme }) => theme.space(4)};
  @media (max-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 1fr);
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    gap: ${({ theme }) => theme.space(3)};
  }
`;

export const Cards = styled.ul<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    gap: ${({ theme }) => theme.space(3)};
  }
`;

export const Card = styled.li`
  position: relative;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(1)};
  min-inline-size: 0;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  h3 {
    margin: 0;
    font-size: 0.9375rem;
    font-weight: 600;
    color: ${({ theme }) => theme.color.inkSoft};
  }
  .total {
    margin: 0;
    font-size: 2rem;
    font-weight: 700;
    line-height: 1.2;
    font-variant-numeric: tabular-nums;
  }
  .previous {
    margin: 0;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.color.muted};
  }
  /* A card that leads somewhere: its heading's link covers the whole card. */
  h3 a {
    color: inherit;
    text-decoration: none;
  }
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  h3 a:focus-visible {
    outline: none;
  }
  &:has(a:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.color.accent};
    outline-offset: 2px;
  }
  &:has(a):hover {
    border-color: ${({ theme }) => theme.color.accent};
  }
  &:has(a):hover h3 a {
    text-decoration: underline;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    padding: ${({ theme }) => theme.space(3)};
    h3 {
      font-size: 0.875rem;
    }
    .total {
      font-size: 1.625rem;
    }
  }
`;

const Badge = styled.p<{ $kind: Change['kind'] }>`
  justify-self: start;
  margin: 0;
  padding: 0.15em 0.5em;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $kind }) => ($kind === 'up' || $kind === 'new' ? theme.color.accentSoft : $kind === 'down' ? theme.color.dangerSoft : theme.color.canvas)};
  color: ${({ theme, $kind }) => ($kind === 'up' || $kind === 'new' ? theme.color.success : $kind === 'down' ? theme.color.danger : theme.color.inkSoft)};
  font-size: 0.8125rem;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

/** This week's total against last week's: "+12%" to see, "Up 12%" to hear; words when there is no percentage. */
function WeekChange({ current, previous }: { current: number; previous: number }) {
  const { t, i18n } = useTranslation('admin');
  const change = changeOf(current, previous);
  if (change.kind === 'up' || change.kind === 'down') {
    const percent = formatPercent(change.percent, i18n.language);
    return (
      <Badge $kind={change.kind}>
        {/* Signed numbers read left to right in Arabic too. */}
        <span aria-hidden="true" dir="ltr">{`${change.kind === 'up' ? '▲ +' : '▼ −'}${percent}`}</span>
        <VisuallyHidden>{`${t(`dashboard.glance.change.${change.kind}`)} ${percent}`}</VisuallyHidden>
      </Badge>
    );
  }
  return <Badge $kind={change.kind}>{t(`dashboard.glance.change.${change.kind}`)}</Badge>;
}

function WeekCard({ label, current, previous }: { label: string; current: number; previous: number }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <Card>
      <h3>{label}</h3>
      <p className="total">{formatNumber(current, i18n.language)}</p>
      <WeekChange current={current} previous={previous} />
      <p className="previous">{`${t('dashboard.glance.lastWeek')} ${formatNumber(previous, i18n.language)}`}</p>
    </Card>
  );
}

function CountCard({ label, count, to }: { label: string; count: number; to: string }) {
  const { i18n } = useTranslation('admin');
  return (
    <Card>
      <h3>
        <Link to={to}>{label}</Link>
      </h3>
      <p className="total">{formatNumber(count, i18n.language)}</p>
    </Card>
  );
}

/** The week in numbers beside last week's, and what waits: new enquiries, drafts, scheduled posts. */
export function AtAGlance({ query }: { query: AtAGlance_query$key }) {
  const { t } = useTranslation('admin');
  const data = useFragment(
    graphql`
      fragment AtAGlance_query on Query {
        siteAnalytics(days: 14) {
          daily {
            day
            views
            visitors
            enquiries
          }
        }
        contactMessages(first: 0) {
          unreadCount
        }
        drafts: adminPosts(first: 0, status: DRAFT) {
          totalCount
        }
        scheduled: adminPosts(first: 0, scheduled: true) {
          totalCount
        }
      }
    `,
    query,
  );
  const { thisWeek, lastWeek } = weekSplit(data.siteAnalytics.daily);
  const current = totalsOf(thisWeek);
  const previous = totalsOf(lastWeek);
  return (
    <section aria-labelledby="glance-heading">
      <VisuallyHidden as="h2" id="glance-heading">
        {t('dashboard.glance.heading')}
      </VisuallyHidden>
      <Groups>
        <Cards $columns={2}>
          <WeekCard label={t('dashboard.glance.views')} current={current.views} previous={previous.views} />
          <WeekCard label={t('dashboard.glance.enquiries')} current={current.enquiries} previous={previous.enquiries} />
        </Cards>
        <Cards $columns={3}>
          <CountCard label={t('dashboard.glance.newEnquiries')} count={data.contactMessages.unreadCount} to="/admin/inbox?status=new" />
          <CountCard label={t('dashboard.glance.drafts')} count={data.drafts.totalCount} to="/admin/blog?status=draft" />
          <CountCard label={t('dashboard.glance.scheduled')} count={data.scheduled.totalCount} to="/admin/blog?status=scheduled" />
        </Cards>
      </Groups>
    </section>
  );
}
