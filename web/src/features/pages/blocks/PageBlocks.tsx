import { Fragment, Suspense, type ReactNode } from 'react';
import type { LocalizedBlock } from '../../../api/localizeBlocks.ts';
import type { Language } from '../../../i18n/languages.ts';
import { ServerFragment } from '../../../ssr/fragments.tsx';
import { DemoAssistantIsland } from '../../home/assistant/DemoAssistant.tsx';
import type { FinderAnswers } from '../../home/finder/questions.ts';
import type { PostPreview } from '../../home/latestPosts.ts';
import { BlogPreview } from './BlogPreview.tsx';
import { CallToAction } from './CallToAction.tsx';
import { CaseStudy } from './CaseStudy.tsx';
import { Certifications } from './Certifications.tsx';
import { Contact } from './Contact.tsx';
import { BlockPage, type BlockOfType, type BlockPageContext } from './context.ts';
import { DeploymentOptions } from './DeploymentOptions.tsx';
import { Faq } from './Faq.tsx';
import { FeatureGrid } from './FeatureGrid.tsx';
import { Hero } from './Hero.tsx';
import { ImageBlock } from './ImageBlock.tsx';
import { LegalText } from './LegalText.tsx';
import { LogoStrip } from './LogoStrip.tsx';
import { ModularStack } from './ModularStack.tsx';
import { Pricing } from './Pricing.tsx';
import { RelatedLinks } from './RelatedLinks.tsx';
import { Statistics } from './Statistics.tsx';
import { Steps } from './Steps.tsx';
import { Team } from './Team.tsx';
import { Testimonial } from './Testimonial.tsx';
import { Text } from './Text.tsx';
import { UseCases } from './UseCases.tsx';

// A page's blocks as visitors see them, one renderer per type (docs/pages.md). Server-rendered:
// a static block ships no JavaScript; the demo assistant, the solution finder (in the blog
// preview) and the contact form are islands. The page editor's preview renders the same component
// with the blocks it edits (localizeBlocks).

/** What the interactive blocks show besides their words: the latest posts and the finder's answers (blog preview), the visitor's question (demo assistant). */
export interface BlockInputs {
  posts?: PostPreview[] | null;
  answers?: FinderAnswers;
  ask?: string;
}

export interface PageBlocksProps extends BlockInputs {
  blocks: readonly LocalizedBlock[];
  /** The uploaded images the blocks show (PageView.images). */
  images: BlockPageContext['images'];
  language: Language;
}

/** What a renderer is given besides its block: the page's inputs, and whether the block is what a visitor sees first (its picture is then fetched at once, not lazily). */
type RenderInputs = BlockInputs & { opening: boolean };

type Renderers = { [T in LocalizedBlock['type']]: (block: BlockOfType<T>, inputs: RenderInputs) => ReactNode };

const renderers: Renderers = {
  hero: (block) => <Hero block={block} />,
  text: (block) => <Text block={block} />,
  featureGrid: (block) => <FeatureGrid block={block} />,
  useCases: (block) => <UseCases block={block} />,
  deploymentOptions: (block) => <DeploymentOptions block={block} />,
  modularStack: (block) => <ModularStack block={block} />,
  steps: (block) => <Steps block={block} />,
  faq: (block) => <Faq block={block} />,
  callToAction: (block) => <CallToAction block={block} />,
  relatedLinks: (block) => <RelatedLinks block={block} />,
  contact: (block) => <Contact block={block} />,
  blogPreview: (block, { posts = null, answers = {} }) => <BlogPreview block={block} posts={posts} answers={answers} />,
  demoAssistant: ({ type: _type, id: _id, ...words }, { ask = '' }) => <DemoAssistantIsland ask={ask} words={words} />,
  legalText: (block) => <LegalText block={block} />,
  image: (block, { opening }) => <ImageBlock block={block} opening={opening} />,
  logoStrip: (block) => <LogoStrip block={block} />,
  caseStudy: (block) => <CaseStudy block={block} />,
  statistics: (block) => <Statistics block={block} />,
  testimonial: (block) => <Testimonial block={block} />,
  team: (block) => <Team block={block} />,
  certifications: (block) => <Certifications block={block} />,
  pricing: (block) => <Pricing block={block} />,
};

// A block's JSON, worked out once per block: the server keeps the blocks it hands to pages between
// requests (api/src/services/pages/read.ts), and the home page's are 100 KB.
const blockJson = new WeakMap<LocalizedBlock, string>();
function jsonOf(block: LocalizedBlock): string {
  let json = blockJson.get(block);
  if (json === undefined) blockJson.set(block, (json = JSON.stringify(block)));
  return json;
}

/** Blocks whose HTML depends on more than their words (the visitor's question, the latest posts): rendered with every page. */
const perRequest = new Set<LocalizedBlock['type']>(['blogPreview', 'demoAssistant']);

/** The block a visitor sees first, besides the hero's words: the first, or the one after a hero without a picture. */
function openingOf(blocks: readonly LocalizedBlock[]): number {
  const first = blocks[0];
  return first?.type === 'hero' && !first.image ? 1 : 0;
}

/** The page's look: the home page's when it opens with the home hero. */
export const variantOf = (blocks: readonly LocalizedBlock[]) => (blocks[0]?.type === 'hero' && blocks[0].variant === 'home' ? 'home' : 'page');

export function PageBlocks({ blocks, images, language, ...inputs }: PageBlocksProps) {
  const page: BlockPageContext = { variant: variantOf(blocks), language, images };
  const opening = openingOf(blocks);
  const rendered = blocks.map((block, index) => {
    const render = renderers[block.type] as (b: LocalizedBlock, i: RenderInputs) => ReactNode;
    // A boundary of its own, inside its fragment: rendered within the page or apart, the block meets
    // the same boundary when React's server renderer suspends in it (it does in a diagram), and the
    // layout's fallback (the page's spinner) never adds its styles to one way only.
    const element = (
      <Suspense fallback={null}>
        <BlockPage.Provider value={page}>{render(block, { ...inputs, opening: index === opening })}</BlockPage.Provider>
      </Suspense>
    );
    if (perRequest.has(block.type)) return <Fragment key={block.id}>{element}</Fragment>;
    // Rendered once per process for every page showing the same block (ssr/fragments.tsx): its HTML
    // is a function of its words, its images, the page's look and whether it opens the page (the language and settings are the fragment's scope).
    const json = jsonOf(block);
    const shown = images.filter((one) => json.includes(JSON.stringify(one.address)));
    return (
      <ServerFragment key={block.id} name="block" vary={`${page.variant}\u0000${index === opening}\u0000${json}\u0000${JSON.stringify(shown)}`}>
        {element}
      </ServerFragment>
    );
  });
  return page.variant === 'page' ? <article>{rendered}</article> : <>{rendered}</>;
}
