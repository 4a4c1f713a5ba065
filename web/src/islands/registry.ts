import type { ComponentType } from 'react';
import type { plainIslands } from './plain.ts';

// Every React island by name: its code (a chunk of its own) and the translation namespaces it reads,
// loaded before it hydrates (islands/hydrate.tsx). The plain ones, without React, are in plain.ts.

interface IslandEntry {
  load: () => Promise<ComponentType<never>>;
  namespaces: string[];
}

export const islands = {
  DemoAssistant: {
    load: () => import('../features/home/assistant/DemoAssistant.tsx').then((m) => m.DemoAssistant),
    namespaces: [],
  },
  SolutionFinder: {
    load: () => import('../features/home/finder/SolutionFinder.tsx').then((m) => m.SolutionFinder),
    namespaces: ['navigation'],
  },
  ContactForm: {
    load: () => import('../features/contact/ContactForm.tsx').then((m) => m.ContactForm),
    namespaces: ['contact'],
  },
} satisfies Record<string, IslandEntry>;

/** An island, React's or plain. */
export type IslandName = keyof typeof islands | keyof typeof plainIslands;
