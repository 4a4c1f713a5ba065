// The one place that spells the brand; the server (titles, sitemap, RSS) and the web app import it.
export const brand = {
  name: { en: 'Sovra', ar: 'سوفرا' },
  slug: 'sovra',
} as const;

/** How visitors reach the sales team until the contact form (and its settings) replace these. */
export const salesContact = {
  email: 'hello@sovra.ae',
  phone: '+971 4 555 0100',
} as const;

export const productSlugs = ['core', 'mesh', 'vault', 'console', 'setup-suite'] as const;
