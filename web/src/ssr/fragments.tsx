import { createContext, useContext, type ReactNode } from 'react';

// Parts of a server-rendered page that many pages share (the header and footer, a page's static
// sections, a blog card) are rendered once per process and reused: a render then costs what is
// particular to its page. A fragment's HTML must be a function of the page's language, the site
// settings, its name and `vary` alone (it is rendered apart, under the same providers, after the
// page: what it reads of the page's Relay data must all be in `vary`). Values that
// differ between pages sharing a fragment go through slots. Only on the server: in the browser a
// fragment is its children (docs/site.md, "Server render").

/** A fragment as rendered once: its HTML and the styles it inserted (component id, class name, rules). */
export interface RenderedFragment {
  html: string;
  styles: [id: string, name: string, rules: string[]][];
}

/** What a page's render does with the fragments it meets (entry-server.tsx). */
export interface FragmentCollector {
  /** The placeholder's number for this fragment; its element is kept when the process has not rendered it yet. */
  use(key: string, element: ReactNode, slots: Record<string, string>): number;
}

const Collector = createContext<FragmentCollector | null>(null);
export const FragmentCollectorProvider = Collector.Provider;

/** True while a fragment renders on its own: its slots write markers that each page fills. */
const RenderingFragment = createContext(false);
export const RenderingFragmentProvider = RenderingFragment.Provider;

/**
 * Markers the page's HTML never has: a private-use character around a key of this process and the
 * slot's name. The key, as a fragment may draw the site's content (a blog card's title), which may
 * hold that character around a word too.
 */
const markerKey = Math.random().toString(36).slice(2);
export const slotMarker = (name: string) => `\uE000${markerKey}${name}\uE000`;
const slotMarkers = new RegExp(`\uE000${markerKey}([\\w-]+)\uE000`, 'g');

/** A fragment's HTML with each slot's marker replaced by `value(name)`. */
export const fillSlots = (html: string, value: (name: string) => string) => html.replace(slotMarkers, (_, name: string) => value(name));

export const placeholder = (index: number) => `<template data-fragment="${index}"></template>`;

/** Children shared by every page with the same `name` and `vary` (in one language, with the same settings). */
export function ServerFragment({
  name,
  vary = '',
  slots = {},
  children,
}: {
  name: string;
  vary?: string;
  slots?: Record<string, string>;
  children: ReactNode;
}) {
  const collector = useContext(Collector);
  if (!collector) return children;
  const index = collector.use(`${name}\u0000${vary}`, children, slots);
  return <template data-fragment={index} />;
}

/** `value` here; in a fragment rendered apart, a marker that each page using the fragment replaces with its own value (given to ServerFragment). */
export function useFragmentSlot(name: string, value: string): string {
  return useContext(RenderingFragment) ? slotMarker(name) : value;
}
