import styled from 'styled-components';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { plural, pluralForms, type PluralForms } from '../../i18n/plural.ts';
import { Island } from '../../islands/Island.tsx';

const Wrapper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5em;
  min-block-size: 44px;
  padding-inline: 1.1em;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font-weight: 600;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};
  svg {
    inline-size: 1.25em;
    block-size: 1.25em;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.accent};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accentSoft};
    color: ${({ theme }) => theme.color.accentStrong};
    svg {
      fill: currentColor;
    }
  }
  &[aria-pressed='true']:not(:disabled) {
    cursor: default;
  }
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;

const Count = styled.span`
  color: ${({ theme }) => theme.color.inkSoft};
  font-variant-numeric: tabular-nums;
`;

/** What the like button's island (like.ts) is given: the post, its count as the server read it, and the words it shows. */
export interface LikeProps {
  id: string;
  likeCount: number;
  words: { count: PluralForms; failed: string; rateLimited: string };
}

/**
 * The post's like count and a button to add this visitor's like (a like cannot be taken back),
 * drawn by the server. Whether this browser liked the post is known once its island runs
 * (like.ts): until then a tap would do nothing, and the button says so by being disabled.
 */
function LikeButton({ likeCount, words }: LikeProps) {
  const { t, i18n } = useTranslation('blog');
  return (
    <Wrapper>
      <Toggle type="button" aria-pressed="false" aria-describedby="like-count" disabled>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
            strokeLinejoin="round"
          />
        </svg>
        {t('like')}
      </Toggle>
      <Count id="like-count">{plural(words.count, likeCount, i18n.language)}</Count>
    </Wrapper>
  );
}

/** The like button as an island: the words of its count travel with it, for the browser to count without i18next. */
export function LikeIsland({ id, likeCount }: { id: string; likeCount: number }) {
  const { t, i18n } = useTranslation('blog');
  const props: LikeProps = {
    id,
    likeCount,
    words: { count: pluralForms(i18n, 'blog', 'likeCount'), failed: t('likeFailed'), rateLimited: t('likeRateLimited') },
  };
  return (
    <Island name="Like" props={props}>
      <LikeButton {...props} />
    </Island>
  );
}
