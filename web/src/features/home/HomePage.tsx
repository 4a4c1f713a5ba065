import { useLoaderData, useSearchParams } from 'react-router';
import { ServerFragment } from '../../ssr/fragments.tsx';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { PageHead } from '../../head/PageHead.tsx';
import { toLanguage } from '../../i18n/languages.ts';
import { localized, telHref, useSiteSettings } from '../../settings/siteSettings.ts';
import { DemoAssistantIsland } from './assistant/DemoAssistant.tsx';
import { answersFrom } from './finder/match.ts';
import type { HomeData } from './latestPosts.ts';
import { BlogPreview } from './sections/BlogPreview.tsx';
import { ContactSection } from './sections/ContactSection.tsx';
import { DeploymentOptions } from './sections/DeploymentOptions.tsx';
import { Hero } from './sections/Hero.tsx';
import { ModularStack } from './sections/ModularStack.tsx';
import { UseCases } from './sections/UseCases.tsx';
import { WhatIs } from './sections/WhatIs.tsx';
import { WhyChoose } from './sections/WhyChoose.tsx';

export { loader } from './latestPosts.ts';

/** The home page: its sections in the spec's order (the footer is the layout's). */
export function HomePage() {
  const { t, i18n } = useTranslation('common');
  const { posts } = useLoaderData() as HomeData;
  const settings = useSiteSettings();
  const [params] = useSearchParams();
  const language = toLanguage(i18n.language);
  const name = localized(settings, 'siteName', language);
  const address = localized(settings, 'officeAddress', language);
  return (
    <>
      <PageHead
        title={t('meta.title', { brand: name })}
        description={t('meta.description')}
        structuredData={({ site }) => [
          {
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name,
            url: site,
            logo: `${site}/favicon.svg`,
            description: t('meta.description'),
            ...(settings.contactEmail ? { email: settings.contactEmail } : {}),
            ...(settings.contactPhone ? { telephone: telHref(settings.contactPhone).slice('tel:'.length) } : {}),
            areaServed: ['AE', 'SA', 'QA', 'KW', 'BH', 'OM'],
            // The office as the settings write it (a street, a district, a city), on one line.
            ...(address ? { address: { '@type': 'PostalAddress', streetAddress: address.replace(/\s*\n\s*/g, ', '), addressCountry: 'AE' } } : {}),
          },
        ]}
      />
      <ServerFragment name="home-sections">
        <Hero />
        <WhatIs />
        <WhyChoose />
        <UseCases />
        <DeploymentOptions />
        <ModularStack />
      </ServerFragment>
      <DemoAssistantIsland ask={params.get('ask') ?? ''} />
      <BlogPreview posts={posts} answers={answersFrom(params)} />
      <ServerFragment name="home-contact">
        <ContactSection />
      </ServerFragment>
    </>
  );
}

export default HomePage;
