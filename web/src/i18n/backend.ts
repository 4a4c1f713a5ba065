import type { BackendModule } from 'i18next';

// Translations are bundled, one chunk per language and namespace, loaded when first needed: by the
// app (i18n/index.ts) and by each React island (islands/hydrate.tsx).
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

export const bundledBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, callback) => {
    const load = bundles[`./locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, null),
    );
  },
};
