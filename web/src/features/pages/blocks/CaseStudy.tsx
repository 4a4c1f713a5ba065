import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ActionButton } from './BlockLink.tsx';
import type { BlockOfType } from './context.ts';
import { Figures } from './FeatureGrid.tsx';
import { Picture, type PictureBox } from './Picture.tsx';
import { BlockSection } from './Section.tsx';

/** Where the client's logo is shown whole (its width set before it arrives: Picture's box). */
const logoBox: PictureBox = { inline: '8rem', block: '2.5rem' };

const Story = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(8)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  color: ${({ theme }) => theme.color.ink};
  .client {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(4)};
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
    font-weight: 600;
  }
  .logo {
    inline-size: auto;
    max-inline-size: ${logoBox.inline};
  }
  .logo img {
    max-block-size: ${logoBox.block};
    inline-size: auto;
    object-fit: contain;
  }
  .cover img {
    border-radius: ${({ theme }) => theme.radius.md};
  }
  .parts {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(6)};
    margin: 0;
  }
  .parts dt {
    margin-block-end: ${({ theme }) => theme.space(2)};
    padding-block-start: ${({ theme }) => theme.space(3)};
    border-block-start: 2px solid ${({ theme }) => theme.color.accent};
    font-weight: 700;
  }
  .parts dd {
    margin: 0;
    color: ${({ theme }) => theme.color.inkSoft};
    white-space: pre-line;
  }
  blockquote {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space(5)};
    border-inline-start: 4px solid ${({ theme }) => theme.color.glow};
    font-size: 1.125rem;
    font-weight: 600;
  }
  blockquote footer {
    margin-block-start: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.9375rem;
    font-weight: 500;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    padding: ${({ theme }) => theme.space(5)};
    .parts {
      grid-template-columns: 1fr;
    }
  }
`;

/** One client's story: who, the challenge, the solution and the outcome, its figures, a quotation and a button. */
export function CaseStudy({ block }: { block: BlockOfType<'caseStudy'> }) {
  const { t } = useTranslation('ui');
  return (
    <BlockSection block={block} eyebrow={block.eyebrow} title={block.title}>
      <Story>
        {(block.client || block.logo) && (
          <p className="client">
            {block.logo && <Picture className="logo" address={block.logo} alt={block.client ? '' : undefined} sizes={logoBox.inline} box={logoBox} />}
            {block.client}
          </p>
        )}
        {block.image && <Picture className="cover" address={block.image} sizes="(min-width: 72rem) 68rem, 100vw" />}
        <dl className="parts">
          <div>
            <dt>{t('caseStudy.challenge')}</dt>
            <dd>{block.challenge}</dd>
          </div>
          <div>
            <dt>{t('caseStudy.solution')}</dt>
            <dd>{block.solution}</dd>
          </div>
          <div>
            <dt>{t('caseStudy.outcome')}</dt>
            <dd>{block.outcome}</dd>
          </div>
        </dl>
        {block.figures.length > 0 && <Figures items={block.figures} flush />}
        {block.quote && (
          <blockquote>
            <p>{block.quote.text}</p>
            <footer>
              {block.quote.author}
              {block.quote.role && `, ${block.quote.role}`}
            </footer>
          </blockquote>
        )}
        {block.action && (
          <div>
            <ActionButton action={block.action} />
          </div>
        )}
      </Story>
    </BlockSection>
  );
}
