// A short message at the bottom of a page of islands, shown as the app's toasts are: in the region
// components/Toast.tsx draws on every page, one at a time (a new one replaces the current), gone
// after 5 s or at its button.

export const toastDurationMs = 5000;

export type ToastTone = 'info' | 'success' | 'error';

let timer: ReturnType<typeof setTimeout> | undefined;

export function showToast(text: string, tone: ToastTone = 'info') {
  const region = document.querySelector<HTMLElement>('[data-toasts]');
  if (!region) return;
  const card = document.createElement('div');
  card.dataset.tone = tone;
  card.append(Object.assign(document.createElement('span'), { textContent: text }));
  const dismiss = card.appendChild(Object.assign(document.createElement('button'), { type: 'button', textContent: '×' }));
  dismiss.setAttribute('aria-label', region.dataset.dismissLabel ?? '');
  dismiss.addEventListener('click', () => card.remove());
  clearTimeout(timer);
  region.replaceChildren(card);
  timer = setTimeout(() => card.remove(), toastDurationMs);
}
