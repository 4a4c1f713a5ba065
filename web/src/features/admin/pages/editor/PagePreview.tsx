import { Component, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import styled from 'styled-components';
import { localizeBlocks } from '../../../../api/localizeBlocks.ts';
import type { PageBlock } from '../../../../api/pageBlocks.ts';
import { fillPlaceholders, placeholderValues } from '../../../../api/pageRules.ts';
import { Spinner } from '../../../../components/Spinner.tsx';
import { i18nIn } from '../../../../i18n/instances.ts';
import { directionOf, languages, type Language } from '../../../../i18n/languages.ts';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { islands } from '../../../../islands/registry.ts';
import { useSiteSettings } from '../../../../settings/siteSettings.ts';
import { PageBlocks } from '../../../pages/blocks/PageBlocks.tsx';
import { StatusTabs } from '../../ListParts.tsx';
import { Panel } from '../../publishing/Panel.tsx';
import { useFields } from './PageEditorContext.ts';
import { PreviewFrame } from './PreviewFrame.tsx';

// The page as visitors will see it, drawn from the blocks being edited with the public site's own
// renderers (PageBlocks: docs/pages.md#rendering), in either language, at a phone's or a desktop's
// width. A desktop is drawn at its width and scaled down to fit the panel. Its links are the admin
// router's (a click on one does nothing: PreviewFrame).

/** The words the blocks read that are the app's: the public pages' own, and each island's. */
const namespaces = ['common', 'ui', 'blog', ...Object.values(islands).flatMap((island) => island.namespaces)];

const widths = { phone: 390, desktop: 1280 } as const;
type Width = keyof typeof widths;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  h2 {
    margin-inline-end: auto;
  }
  & > [role='group'] {
    flex: 0 0 auto;
  }
`;

const Viewport = styled.div`
  position: relative;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.canvas};
  block-size: min(70vh, 760px);
  &[data-width='phone'] {
    background: ${({ theme }) => theme.color.line};
  }
  .frame {
    position: absolute;
    inset-block-start: 0;
    left: 0;
  }
  .state {
    display: grid;
    place-items: center;
    block-size: 100%;
    padding: ${({ theme }) => theme.space(5)};
    color: ${({ theme }) => theme.color.muted};
    text-align: center;
  }
`;

/** A block being written may not draw yet (a list still empty, a link without its page): the preview says so and tries again at the next change. */
class PreviewBoundary extends Component<{ blocks: unknown; message: string; children: ReactNode }, { failed: boolean; at: unknown }> {
  override state = { failed: false, at: null as unknown };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: { blocks: unknown }, state: { failed: boolean; at: unknown }) {
    return state.failed && state.at !== null && props.blocks !== state.at ? { failed: false, at: null } : null;
  }
  override componentDidCatch() {
    this.setState({ at: this.props.blocks });
  }
  override render() {
    return this.state.failed ? <p style={{ padding: 24 }}>{this.props.message}</p> : this.props.children;
  }
}

/** The panel's width, as it changes. */
function useInlineSize(ref: RefObject<HTMLElement | null>): number {
  const [size, setSize] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setSize(element.clientWidth);
    const observer = new ResizeObserver(() => setSize(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

export function PagePreview({ blocks, uiLanguage }: { blocks: readonly PageBlock[]; uiLanguage: Language }) {
  const { t } = useTranslation('admin');
  const { pages } = useFields();
  const settings = useSiteSettings();
  const [language, setLanguage] = useState<Language>(uiLanguage);
  // On a phone, a phone's width first: a desktop there is drawn too small to read.
  const [width, setWidth] = useState<Width>(() => (window.innerWidth < 768 ? 'phone' : 'desktop'));
  const [i18n, setI18n] = useState<{ language: Language; instance: I18n } | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const available = useInlineSize(viewport);

  useEffect(() => {
    let current = true;
    void i18nIn(language, namespaces).then((instance) => current && setI18n({ language, instance }));
    return () => {
      current = false;
    };
  }, [language]);

  const shown = useMemo(() => {
    const values = placeholderValues(settings, language);
    const paths = new Map(pages.map((page) => [page.id, page.path]));
    return localizeBlocks(blocks, language, {
      text: (text) => fillPlaceholders(text, values),
      pageHref: (id, hash) => {
        const path = paths.get(id);
        return path === undefined ? null : `${path}${hash ? `#${hash}` : ''}`;
      },
    });
  }, [blocks, language, pages, settings]);

  const frameWidth = widths[width];
  const scale = available > 0 ? Math.min(1, available / frameWidth) : 1;
  const height = viewport.current?.clientHeight ?? 600;
  const languageName = t(`pages.languages.${language}`);

  return (
    <Panel id="page-preview" aria-labelledby="preview-heading">
      <Bar>
        <h2 id="preview-heading">{t('pages.preview.title')}</h2>
        <StatusTabs role="group" aria-label={t('pages.preview.language')}>
          {languages.map((one) => (
            <button key={one} type="button" aria-pressed={language === one} onClick={() => setLanguage(one)}>
              {t(`pages.languages.${one}`)}
            </button>
          ))}
        </StatusTabs>
        <StatusTabs role="group" aria-label={t('pages.preview.width')}>
          {(Object.keys(widths) as Width[]).map((one) => (
            <button key={one} type="button" aria-pressed={width === one} onClick={() => setWidth(one)}>
              {t(`pages.preview.${one}`)}
            </button>
          ))}
        </StatusTabs>
      </Bar>
      <p className="muted">{t('pages.preview.hint')}</p>
      <Viewport ref={viewport} data-width={width}>
        {blocks.length === 0 ? (
          <p className="state">{t('pages.preview.empty')}</p>
        ) : !i18n || i18n.language !== language || available === 0 ? (
          <div className="state">
            <Spinner />
          </div>
        ) : (
          <div className="frame" style={{ left: Math.max(0, (available - frameWidth * scale) / 2) }}>
            <PreviewFrame
              title={t('pages.preview.frameTitle', { language: languageName, width: t(`pages.preview.${width}`) })}
              language={language}
              width={frameWidth}
              height={height}
              scale={scale}
            >
              <I18nextProvider i18n={i18n.instance}>
                <PreviewBoundary blocks={blocks} message={t('pages.preview.unfinished')}>
                  <main dir={directionOf(language)} lang={language}>
                    <PageBlocks blocks={shown} images={[]} language={language} posts={[]} />
                  </main>
                </PreviewBoundary>
              </I18nextProvider>
            </PreviewFrame>
          </div>
        )}
      </Viewport>
    </Panel>
  );
}
