import styled from 'styled-components';
import { BlockLink } from './BlockLink.tsx';
import type { BlockOfType } from './context.ts';
import { Picture } from './Picture.tsx';
import { BlockSection } from './Section.tsx';

const Members = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space(6)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
    text-align: center;
  }
  .photo {
    display: block;
    inline-size: 7rem;
    block-size: 7rem;
    margin: 0 auto ${({ theme }) => theme.space(4)};
    border-radius: 50%;
    overflow: hidden;
    background: ${({ theme }) => theme.color.accentSoft};
  }
  .photo img {
    block-size: 100%;
    object-fit: cover;
  }
  h3 {
    margin-block-end: ${({ theme }) => theme.space(1)};
    font-size: 1.125rem;
  }
  h3 a {
    color: inherit;
  }
  .role {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.color.accentStrong};
    font-weight: 600;
    font-size: 0.9375rem;
  }
  .bio {
    margin: 0;
    color: ${({ theme }) => theme.color.inkSoft};
    font-size: 0.9375rem;
  }
`;

/** People: a photo, a name (a link where given), a role and a few words each. */
export function Team({ block }: { block: BlockOfType<'team'> }) {
  return (
    <BlockSection block={block} eyebrow={block.eyebrow} title={block.title} intro={block.intro}>
      <Members>
        {block.members.map((member, i) => (
          <li key={i}>
            {member.photo && <Picture className="photo" address={member.photo} alt="" sizes="7rem" />}
            <h3>{member.link ? <BlockLink link={member.link}>{member.name}</BlockLink> : member.name}</h3>
            <p className="role">{member.role}</p>
            {member.bio && <p className="bio">{member.bio}</p>}
          </li>
        ))}
      </Members>
    </BlockSection>
  );
}
