import styled from 'styled-components';
import { BlockLink } from './BlockLink.tsx';
import type { BlockOfType } from './context.ts';
import { Picture } from './Picture.tsx';
import { BlockSection } from './Section.tsx';

const Badges = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(4)};
    align-items: flex-start;
    padding: ${({ theme }) => theme.space(5)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
  }
  .badge {
    flex: none;
    inline-size: 4rem;
  }
  .badge img {
    max-block-size: 4rem;
    object-fit: contain;
  }
  .mark {
    flex: none;
    display: grid;
    place-items: center;
    inline-size: 2.5rem;
    block-size: 2.5rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.accentSoft};
    color: ${({ theme }) => theme.color.accentStrong};
    font-weight: 800;
  }
  h3 {
    margin-block-end: ${({ theme }) => theme.space(1)};
    font-size: 1.0625rem;
  }
  h3 a {
    color: inherit;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.inkSoft};
    font-size: 0.9375rem;
  }
`;

/** Certifications and compliance badges: the badge (or a check mark), its name and what it attests. */
export function Certifications({ block }: { block: BlockOfType<'certifications'> }) {
  return (
    <BlockSection block={block} eyebrow={block.eyebrow} title={block.title} intro={block.intro}>
      <Badges>
        {block.badges.map((badge, i) => (
          <li key={i}>
            {badge.image ? (
              <Picture className="badge" address={badge.image} alt="" sizes="4rem" />
            ) : (
              <span className="mark" aria-hidden="true">
                ✓
              </span>
            )}
            <div>
              <h3>{badge.link ? <BlockLink link={badge.link}>{badge.name}</BlockLink> : badge.name}</h3>
              {badge.description && <p>{badge.description}</p>}
            </div>
          </li>
        ))}
      </Badges>
    </BlockSection>
  );
}
