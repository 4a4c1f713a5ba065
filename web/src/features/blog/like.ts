import likePost from '../../__generated__/likePostMutation.graphql.ts';
import type { likePostMutation$data } from '../../__generated__/likePostMutation.graphql.ts';
import { ApiError } from '../../api/ApiError.ts';
import { plural } from '../../i18n/plural.ts';
import { showToast } from '../../public/toast.ts';
import { fetchGraphQL } from '../../relay/fetchGraphQL.ts';
import type { LikeProps } from './LikeButton.tsx';
import { onLikesChanged, rememberedLike, rememberLike } from './likedPosts.ts';

/**
 * The like button's island: shows whether this browser liked the post (likedPosts.ts), and likes it
 * once at a tap, counted at once and pressed while it is sent; a failure says why and takes the
 * count back.
 */
export function enhance(element: HTMLElement, { id, likeCount, words }: LikeProps): () => void {
  const button = element.querySelector('button')!;
  const count = document.getElementById(button.getAttribute('aria-describedby') ?? '')!;
  const language = document.documentElement.lang;
  let counted = likeCount;
  /** The count shown while this browser's like is on its way. */
  let sending: number | null = null;

  function show() {
    const remembered = rememberedLike(id);
    button.setAttribute('aria-pressed', String(remembered !== null || sending !== null));
    button.disabled = sending !== null;
    // A page from a cache may predate this browser's like: never show less than it saw then.
    count.textContent = plural(words.count, sending ?? Math.max(counted, remembered ?? 0), language);
  }

  function like() {
    if (rememberedLike(id) !== null || sending !== null) return;
    sending = counted + 1;
    show();
    fetchGraphQL(likePost.params, { input: { id } })
      .then(
        (answer) => {
          counted = (answer.data as likePostMutation$data).likePost.post.likeCount;
          // Remembered before the button leaves its sending state: it never shows unpressed in between.
          rememberLike(id, counted);
        },
        (error: unknown) => showToast(error instanceof ApiError && error.error === 'RATE_LIMITED' ? words.rateLimited : words.failed, 'error'),
      )
      .finally(() => {
        sending = null;
        show();
      });
  }

  button.addEventListener('click', like);
  const stop = onLikesChanged(show);
  show();
  return () => {
    button.removeEventListener('click', like);
    stop();
  };
}
