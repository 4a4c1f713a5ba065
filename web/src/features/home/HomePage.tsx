import { useLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import { brand, salesContact } from '../../brand.ts';
import { PageHead } from '../../head/PageHead.tsx';
import { toLanguage } from '../../i18n/languages.ts';
import { DemoAssistant } from './assistant/DemoAssistant.tsx';
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
  const name = brand.name[toLanguage(i18n.language)];
  return (
    <>
      <PageHead
        title={t('meta.title')}
        description={t('meta.description')}
        structuredData={({ site }) => [
          {
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name,
            url: site,
            logo: `${site}/favicon.svg`,
            description: t('meta.description'),
            email: salesContact.email,
            telephone: salesContact.phone.replace(/\s+/g, ''),
            areaServed: ['AE', 'SA', 'QA', 'KW', 'BH', 'OM'],
            address: { '@type': 'PostalAddress', addressLocality: 'Dubai', addressCountry: 'AE' },
          },
        ]}
      />
      <Hero />
      <WhatIs />
      <WhyChoose />
      <UseCases />
      <DeploymentOptions />
      <ModularStack />
      <DemoAssistant />
      <BlogPreview posts={posts} />
      <ContactSection />
    </>
  );
}

export default HomePage;
