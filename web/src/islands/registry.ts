import type { ComponentType } from 'react';

// Every island by name: its code (a chunk of its own) and the translation namespaces it reads,
// loaded before it hydrates.

interface IslandEntry {
  load: () => Promise<ComponentType<never>>;
  namespaces: string[];
}

export const islands = {
  DemoAssistant: {
    load: () => import('../features/home/assistant/DemoAssistant.tsx').then((m) => m.DemoAssistant),
    namespaces: ['assistant'],
  },
  SolutionFinder: {
    load: () => import('../features/home/finder/SolutionFinder.tsx').then((m) => m.SolutionFinder),
    namespaces: ['finder', 'navigation'],
  },
  ContactForm: {
    load: () => import('../features/contact/ContactForm.tsx').then((m) => m.ContactForm),
    namespaces: ['contact'],
  },
} satisfies Record<string, IslandEntry>;

export type IslandName = keyof typeof islands;
