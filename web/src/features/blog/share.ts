import { showToast } from '../../public/toast.ts';
import type { ShareProps } from './ShareArticle.tsx';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The share button's island: the device's share sheet where the browser has one, else the link copied. */
export function enhance(element: HTMLElement, { article, words }: ShareProps): () => void {
  const button = element.querySelector('button')!;

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: article.title, url: article.url });
        return;
      } catch (error) {
        // The reader closed the sheet: nothing to report. Refused (no permission): copy instead.
        if (isAbort(error)) return;
      }
    }
    try {
      await navigator.clipboard.writeText(article.url);
      showToast(words.copied, 'success');
    } catch {
      showToast(words.copyFailed, 'error');
    }
  }

  const onClick = () => void share();
  button.addEventListener('click', onClick);
  return () => button.removeEventListener('click', onClick);
}
