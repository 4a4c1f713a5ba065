// Where a reader can share an article: each network's own share address, opened in a new tab.

export const shareNetworks = ['linkedin', 'x', 'whatsapp'] as const;
export type ShareNetwork = (typeof shareNetworks)[number];

/** The address that opens `network`'s share screen for the article at `url`, titled `title`. */
export function shareHref(network: ShareNetwork, article: { url: string; title: string }): string {
  const url = encodeURIComponent(article.url);
  switch (network) {
    case 'linkedin':
      // LinkedIn reads the title and picture from the page's Open Graph tags.
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
    case 'x':
      return `https://x.com/intent/post?url=${url}&text=${encodeURIComponent(article.title)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${article.title} ${article.url}`)}`;
  }
}

/** The article's address to share: in the language the reader is reading it in. */
export function articleUrl(origin: string, slug: string, language: string): string {
  return `${origin}/blog/${encodeURIComponent(slug)}?lang=${language}`;
}
