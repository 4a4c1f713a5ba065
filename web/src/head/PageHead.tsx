import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import type { Language } from '../i18n/languages.ts';

/** What a page says about itself to browsers, search engines and link previews. */
export interface PageHeadData {
  title: string;
  description: string;
  /** Open Graph type: an article, or a page of the website. */
  type?: 'website' | 'article';
  /** An image for link previews: its absolute or site-relative address, and its size and alt text when known. */
  image?: { url: string; width?: number; height?: number; alt?: string } | null;
  publishedTime?: string | null;
  author?: string | null;
  /** The languages the page is written in, when not all (a page staff wrote in one): the alternates it lists. */
  languages?: readonly Language[];
  /** HTTP status of the page (404 for the not-found page). */
  status?: number;
  /** schema.org objects, given the site's absolute URL of this page and of the site. */
  structuredData?: (urls: { page: string; site: string }) => object[];
}

/** Filled while the server renders: the deepest page's head wins. */
export const HeadCollector = createContext<{ head: PageHeadData | null } | null>(null);

/** Declares the page's head: rendered into the HTML on the server, kept in step in the browser. */
export function PageHead(props: PageHeadData) {
  const collector = useContext(HeadCollector);
  if (collector) collector.head = props;
  const { title, description } = props;
  // Every navigation sets it again (`key`): whatever another page or i18next wrote meanwhile,
  // the tab names the page in view.
  const { key } = useLocation();
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description, key]);
  return null;
}
