import styled, { keyframes } from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { VisuallyHidden } from '../../../components/Spinner.tsx';
import { Card, Cards, Groups } from './AtAGlance.tsx';

const pulse = keyframes`50% { opacity: 0.5; }`;

const Bar = styled.span<{ $width: string; $height?: string }>`
  display: block;
  inline-size: ${({ $width }) => $width};
  block-size: ${({ $height = '0.9rem' }) => $height};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.line};
  @media (prefers-reduced-motion: no-preference) {
    animation: ${pulse} 1.4s ease-in-out infinite;
  }
`;

const Block = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-start: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

/** The dashboard's shape while its numbers load, so nothing jumps when they arrive; announced once. */
export function DashboardSkeleton() {
  const { t } = useTranslation('admin');
  return (
    <div aria-busy="true">
      <span role="status">
        <VisuallyHidden>{t('dashboard.loading')}</VisuallyHidden>
      </span>
      <Groups aria-hidden="true">
        {[2, 3].map((columns) => (
          <Cards key={columns} $columns={columns}>
            {Array.from({ length: columns }, (_, n) => (
              <Card key={n}>
                <Bar $width="70%" />
                <Bar $width="40%" $height="2.4rem" />
                {/* The week's cards also say how it moved and what last week had. */}
                {columns === 2 && <Bar $width="55%" $height="1.3rem" />}
                {columns === 2 && <Bar $width="45%" $height="0.8rem" />}
              </Card>
            ))}
          </Cards>
        ))}
      </Groups>
      <Block aria-hidden="true">
        {['30%', '80%', '20%', '70%', '20%', '75%', '20%'].map((width, n) => (
          <Bar key={n} $width={width} $height={n === 0 ? '1.2rem' : undefined} />
        ))}
      </Block>
    </div>
  );
}
