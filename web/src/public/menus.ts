// The header's menus are disclosures (<details>) that open without JavaScript. This adds what the
// app's own menus do (layout/MenuSection.tsx), without React: one open at a time, Escape closes and
// returns to the button, a click or focus elsewhere or a followed link closes.

const openMenus = () => document.querySelectorAll<HTMLDetailsElement>('header details[open]');

export function enhanceMenus() {
  // `toggle` does not bubble: listen while it goes down.
  document.addEventListener(
    'toggle',
    (event) => {
      const opened = event.target;
      if (!(opened instanceof HTMLDetailsElement) || !opened.open || !opened.closest('header')) return;
      openMenus().forEach((details) => details !== opened && (details.open = false));
    },
    true,
  );
  document.addEventListener('keydown', (event) => {
    const details = (event.target as Element).closest?.<HTMLDetailsElement>('header details[open]');
    if (event.key !== 'Escape' || !details) return;
    event.preventDefault();
    details.open = false;
    details.querySelector('summary')?.focus();
  });
  const outside = (event: Event) => openMenus().forEach((details) => !details.contains(event.target as Node) && (details.open = false));
  document.addEventListener('pointerdown', outside);
  document.addEventListener('focusin', outside);
  document.addEventListener('click', (event) => {
    if ((event.target as Element).closest?.('header details a')) openMenus().forEach((details) => (details.open = false));
  });
}
