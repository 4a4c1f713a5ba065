import { Fragment, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hydratesServerPage } from '../../ssr/payload.ts';

// The contact form's code (4.8 KB gzip) is not needed to read the home page, which must stay
// within its JavaScript budget (web/e2e/budgets.e2e.ts). The server renders the form whole; in the
// browser its code downloads at the visitor's first sign of use (a tap, a key, a focus, a scroll),
// and only then does React hydrate it, in place: until then the server's markup stays (a Suspense
// boundary suspended during hydration keeps it), its button disabled.

let markWanted!: () => void;
const wanted = new Promise<void>((resolve) => (markWanted = resolve));
let running = false;

const ContactForm = lazy(async () => {
  // Hydrating the server's form: wait for the visitor. Rendered in the browser (after a navigation, or
  // the server's page drawn anew in another language): at once.
  if (typeof document !== 'undefined' && document.querySelector('[data-contact-form] form') && hydratesServerPage()) await wanted;
  return import('./ContactForm.tsx');
});

// One element for every render: a new one would be an update of the dehydrated boundary, which
// React would answer by throwing the server's markup away.
const boundary = (
  <Suspense fallback={null}>
    <ContactForm onRunning={() => (running = true)} />
  </Suspense>
);

/** Where the contact form goes: rendered by the server, brought to life when the visitor needs it. */
export function ContactFormSlot() {
  const { i18n } = useTranslation();
  // Before it runs, the form is the server's markup in the server's language: after a switch of
  // language it is drawn anew (hydrating it with other words would not match).
  const [drawnIn, setDrawnIn] = useState(i18n.language);
  if (!running && drawnIn !== i18n.language) setDrawnIn(i18n.language);
  useEffect(() => {
    // Capturing on window: React stops these events at its root while the form waits for its code.
    const types = ['pointerdown', 'keydown', 'focusin', 'scroll'];
    const stop = () => types.forEach((type) => window.removeEventListener(type, start, true));
    const start = () => {
      markWanted();
      stop();
    };
    types.forEach((type) => window.addEventListener(type, start, true));
    // Already in the form before the app ran (a slow phone): now.
    if (document.activeElement?.closest('[data-contact-form]')) start();
    return stop;
  }, []);
  return (
    <div data-contact-form="">
      <Fragment key={drawnIn}>{boundary}</Fragment>
    </div>
  );
}
