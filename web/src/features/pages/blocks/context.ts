import { createContext, useContext } from 'react';
import type { LocalizedBlock } from '../../../api/localizeBlocks.ts';
import type { Language } from '../../../i18n/languages.ts';
import type { PageImages } from '../sitePage.ts';

// What every block of a page knows of the page it is on: its look (the home page's opening and
// sections, or an inner page's band and sections: the hero's variant says which) and the images
// its blocks show, by address (PageView.images).

export type PageVariant = 'home' | 'page';

export interface BlockPageContext {
  variant: PageVariant;
  language: Language;
  images: PageImages;
}

export const BlockPage = createContext<BlockPageContext>({ variant: 'page', language: 'en', images: [] });
export const useBlockPage = () => useContext(BlockPage);

/** One block as it is rendered: localized, of one type. */
export type BlockOfType<T extends LocalizedBlock['type']> = Extract<LocalizedBlock, { type: T }>;
/** A button as a block shows it. */
export type ShownAction = BlockOfType<'hero'>['actions'][number];

/** The id of a block's section and of its heading: its anchor, else one made from its id. */
export const sectionId = (block: { id: string; anchor?: string }) => block.anchor ?? `block-${block.id}`;

/** The id of a block's h2: on the home page its section has the anchor, on an inner page the heading. */
export const headingId = (variant: PageVariant, block: { id: string; anchor?: string }) =>
  variant === 'home' ? `${sectionId(block)}-title` : sectionId(block);
