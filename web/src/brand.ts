// The one place that spells the brand; the server (titles, sitemap, RSS) and the web app import it.
export const brand = {
  name: { en: 'Sovra', ar: 'سوفرا' },
  slug: 'sovra',
} as const;

export const productSlugs = ['core', 'mesh', 'vault', 'console', 'setup-suite'] as const;
