import { useRouteLoaderData, useSearchParams } from 'react-router';
import { PageHead } from '../../head/PageHead.tsx';
import { breadcrumbData } from '../../layout/Breadcrumbs.tsx';
import { localized, telHref, useSiteSettings } from '../../settings/siteSettings.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { directionOf, toLanguage } from '../../i18n/languages.ts';
import { NotFoundPage } from '../errors/NotFoundPage.tsx';
import { answersFrom } from '../home/finder/match.ts';
import { trailOf } from './blocks/Hero.tsx';
import { PageBlocks } from './blocks/PageBlocks.tsx';
import type { SiteData, SitePage as Page } from './sitePage.ts';

/** Any page that is not the blog: the published page at its address, rendered from its blocks, else the not-found page. */
export function SitePage() {
  const { page, posts } = useRouteLoaderData('public') as SiteData;
  const { i18n } = useTranslation('common');
  const [params] = useSearchParams();
  if (!page) return <NotFoundPage />;
  const language = toLanguage(i18n.language);
  const blocks = (
    <PageBlocks blocks={page.blocks} images={page.images} language={language} posts={posts} answers={answersFrom(params)} ask={params.get('ask') ?? ''} />
  );
  return (
    <>
      <Head page={page} />
      {/* A page not written in the visitor's language is read in its own, which its text says (as an article's does). */}
      {page.locale === language ? (
        blocks
      ) : (
        <div lang={page.locale} dir={directionOf(page.locale)}>
          {blocks}
        </div>
      )}
    </>
  );
}

/** Its title (ending with the site's name), description, social image and languages; the site's details on the home page, the trail on a page with breadcrumbs. */
function Head({ page }: { page: Page }) {
  const settings = useSiteSettings();
  const { i18n } = useTranslation('common');
  const language = toLanguage(i18n.language);
  const name = localized(settings, 'siteName', language);
  const hero = page.blocks[0]?.type === 'hero' ? page.blocks[0] : null;
  const trail = hero?.breadcrumbs?.length ? trailOf(hero) : null;
  const address = localized(settings, 'officeAddress', language);
  return (
    <PageHead
      title={page.title.includes(name) ? page.title : `${page.title} | ${name}`}
      description={page.description}
      image={page.socialImage}
      languages={page.languages}
      structuredData={({ site, page: url }) =>
        page.path === '/'
          ? [
              {
                '@context': 'https://schema.org',
                '@type': 'Organization',
                name,
                url: site,
                logo: `${site}/favicon.svg`,
                description: page.description,
                ...(settings.contactEmail ? { email: settings.contactEmail } : {}),
                ...(settings.contactPhone ? { telephone: telHref(settings.contactPhone).slice('tel:'.length) } : {}),
                areaServed: ['AE', 'SA', 'QA', 'KW', 'BH', 'OM'],
                // The office as the settings write it (a street, a district, a city), on one line.
                ...(address ? { address: { '@type': 'PostalAddress', streetAddress: address.replace(/\s*\n\s*/g, ', '), addressCountry: 'AE' } } : {}),
              },
            ]
          : trail
            ? [breadcrumbData(trail, site, url)]
            : []
      }
    />
  );
}

export default SitePage;
