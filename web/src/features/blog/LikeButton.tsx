import { useEffect, useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { LikeButton_post$key } from '../../__generated__/LikeButton_post.graphql.ts';
import { ApiError } from '../../api/ApiError.ts';
import { useToast } from '../../components/Toast.tsx';
import { rememberLike, useRememberedLike } from './likedPosts.ts';
import { useLikePost } from './useLikePost.ts';

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

/**
 * The post's like count and a button to add this visitor's like (a like cannot be taken back).
 * The count is server-rendered; whether this browser liked the post is known after hydration.
 */
export function LikeButton({ post }: { post: LikeButton_post$key }) {
  const { t } = useTranslation('blog');
  const toast = useToast();
  const countId = useId();
  const data = useFragment(
    graphql`
      fragment LikeButton_post on Post {
        id
        likeCount
      }
    `,
    post,
  );
  const likePost = useLikePost();
  const [isSending, setSending] = useState(false);
  // Until the app runs, a tap would do nothing: the button says so by being disabled.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const remembered = useRememberedLike(data.id);
  const liked = remembered !== null || isSending;
  // A page from a cache may predate this browser's like: never show less than it saw then.
  const count = Math.max(data.likeCount, remembered ?? 0);

  function like() {
    if (liked) return;
    setSending(true);
    likePost(data.id, count)
      .then(
        (saved) => rememberLike(data.id, saved.likeCount),
        (error: unknown) => toast(t(error instanceof ApiError && error.error === 'RATE_LIMITED' ? 'likeRateLimited' : 'likeFailed'), 'error'),
      )
      // After the like is remembered: the button never shows unpressed in between.
      .finally(() => setSending(false));
  }

  return (
    <Wrapper>
      <Toggle type="button" aria-pressed={liked} aria-describedby={countId} disabled={!ready || isSending} onClick={like}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
            strokeLinejoin="round"
          />
        </svg>
        {t('like')}
      </Toggle>
      <Count id={countId}>{t('likeCount', { count })}</Count>
    </Wrapper>
  );
}
