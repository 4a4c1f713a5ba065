import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { languages } from '../i18n/languages.ts';
import { sharedOptions } from '../i18n/options.ts';
import { theme } from '../theme/theme.ts';
import { islands } from './registry.ts';
import { solutionTopics } from '../features/home/finder/match.ts';
import { finderQuestions } from '../features/home/finder/questions.ts';

type ReactIsland = keyof typeof islands;

// In the browser an island has only the translation namespaces the registry names (islands/hydrate.tsx):
// drawn with just those, it must find every word it reads, and the registry names no more than it
// reads (each namespace is a download before it hydrates).

const words = (language: string, namespace: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../i18n/locales/${language}/${namespace}.json`), 'utf8')) as Record<string, unknown>;

/** Props that draw each island's most: an asked question and its answer, a finder's result. */
const props: Record<ReactIsland, object> = {
  // The assistant says its block's words (the page's), none of the app's.
  DemoAssistant: {
    ask: 'How much does it cost?',
    words: {
      title: 'Ask',
      name: 'Assistant',
      demoLabel: 'Demo',
      demoNotice: 'A demonstration.',
      youLabel: 'You',
      greeting: 'Hello.',
      inputLabel: 'Your question',
      placeholder: 'For example…',
      sendLabel: 'Send',
      typingText: 'Typing…',
      resetLabel: 'Start over',
      suggestionsLabel: 'Try asking',
      suggestions: ['How much does it cost?'],
      answers: { deployment: 'Weeks.', pricing: 'A price.', compliance: 'Compliant.', arabic: 'Yes.', general: 'Ask us.' },
      keywords: { deployment: ['deploy'], pricing: ['cost'], compliance: ['law'], arabic: ['arabic'] },
    },
  },
  SolutionFinder: {
    posts: [],
    answers: { size: 'sme', deployment: 'cloud', priority: 'cost' },
    words: {
      title: 'Find your solution',
      questions: Object.fromEntries(
        Object.entries(finderQuestions).map(([question, options]) => [
          question,
          { label: question, options: Object.fromEntries(options.map((one) => [one, one])) },
        ]),
      ),
      seeResult: 'See',
      restart: 'Again',
      resultTitle: 'Your match',
      alsoSee: 'Also',
      reasons: Object.fromEntries(Object.keys(solutionTopics).map((solution) => [solution, `Because ${solution}.`])),
      relatedPosts: 'Related',
      noPosts: 'None yet.',
      postsFailed: 'Not loaded.',
    },
  },
  ContactForm: {},
};

describe('islands read only the namespaces the registry loads for them', () => {
  for (const [name, entry] of Object.entries(islands) as [ReactIsland, (typeof islands)[ReactIsland]][])
    it.each(languages)(`${name} (%s)`, async (language) => {
      const missing: string[] = [];
      const i18n: I18n = createInstance();
      await i18n.init({
        ...sharedOptions(i18n),
        lng: language,
        ns: entry.namespaces,
        resources: { [language]: Object.fromEntries(entry.namespaces.map((namespace) => [namespace, words(language, namespace)])) },
        saveMissing: true,
        missingKeyHandler: (_languages, namespace, key) => missing.push(`${namespace}:${key}`),
        react: { useSuspense: false },
      });
      // The namespaces it reads a word from (whichever useTranslation asked: the server's names none to i18next).
      const read = new Set<string>();
      type Lookup = (language: string, namespace: string, key: string, options?: object) => unknown;
      const store = i18n.services.resourceStore as unknown as { getResource: Lookup };
      const getResource = store.getResource.bind(store);
      store.getResource = (language, namespace, key, options) => {
        const found = getResource(language, namespace, key, options);
        if (found !== undefined) read.add(namespace);
        return found;
      };
      const Island = (await entry.load()) as ComponentType<object>;
      renderToString(
        <ThemeProvider theme={theme}>
          <I18nextProvider i18n={i18n}>
            <Island {...props[name]} />
          </I18nextProvider>
        </ThemeProvider>,
      );
      expect(missing).toEqual([]);
      expect([...read].sort()).toEqual([...entry.namespaces].sort());
    });
});
