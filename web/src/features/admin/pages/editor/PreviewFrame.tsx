import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { directionOf, type Language } from '../../../../i18n/languages.ts';
import { GlobalStyle } from '../../../../theme/GlobalStyle.ts';
import { theme } from '../../../../theme/theme.ts';

// The page editor's preview draws the page in a frame of its own, so the site's styles, its media
// queries (a phone's width is the frame's, not the window's) and its language and direction are
// the page's and not the admin panel's. The frame is a document of this origin (srcdoc): React
// renders into it through a portal and styled-components writes the styles into its head.

const blank = '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>';

/** A preview is to be looked at: following a link or sending a form there would leave the editor or write for real. */
function keepStill(event: Event) {
  const target = event.target as Element | null;
  if (event.type === 'submit' || target?.closest?.('a[href]')) event.preventDefault();
}

export function PreviewFrame({
  title,
  language,
  width,
  height,
  scale,
  children,
}: {
  title: string;
  language: Language;
  width: number;
  height: number;
  scale: number;
  children: ReactNode;
}) {
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!frame) return;
    const ready = () => {
      // Not the frame's first, empty document (about:blank), which the srcdoc one replaces.
      const doc = frame.contentDocument;
      if (!doc?.body || doc.URL !== 'about:srcdoc' || doc.readyState !== 'complete') return;
      doc.addEventListener('click', keepStill, true);
      doc.addEventListener('submit', keepStill, true);
      setBody(doc.body);
    };
    ready();
    frame.addEventListener('load', ready);
    return () => frame.removeEventListener('load', ready);
  }, [frame]);

  useEffect(() => {
    const root = body?.ownerDocument.documentElement;
    if (!root) return;
    root.lang = language;
    root.dir = directionOf(language);
  }, [body, language]);

  return (
    <>
      <iframe
        ref={setFrame}
        title={title}
        srcDoc={blank}
        style={{
          display: 'block',
          inlineSize: width,
          blockSize: height / scale,
          border: 0,
          transform: scale === 1 ? undefined : `scale(${scale})`,
          transformOrigin: 'top left',
        }}
      />
      {body &&
        createPortal(
          <StyleSheetManager target={body.ownerDocument.head}>
            <ThemeProvider theme={theme}>
              <GlobalStyle />
              {children}
            </ThemeProvider>
          </StyleSheetManager>,
          body,
        )}
    </>
  );
}
