import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'test-results', '.cache', 'web/src/__generated__', 'api/src/db/generated', 'api/src/db/generated-pg'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Node.js 20's URL.canParse answers false for non-ASCII Latin-1 text once V8 optimises it.
      'no-restricted-properties': [
        'error',
        { object: 'URL', property: 'canParse', message: 'Use parseUrl (api/src/services/parseUrl.ts): URL.canParse refuses ü or é once hot on Node.js 20.' },
      ],
    },
  },
  // The two classic rules only: the plugin's React Compiler rules (its recommended set since v6)
  // report 30 patterns this app uses on purpose (refs read in render, state set in effects).
  // Only the web app: the server's graphql-yoga plugins are named use… but are not hooks.
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // One useTranslation: i18n/useTranslation.ts (lean on the server).
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-i18next', importNames: ['useTranslation'], message: 'Import useTranslation from web/src/i18n/useTranslation.ts.' }] },
      ],
    },
  },
);
