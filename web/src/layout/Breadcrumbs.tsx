import { Link } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '../i18n/useTranslation.ts';

const Trail = styled.nav`
  font-size: 0.875rem;
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25em 0.5em;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: center;
    gap: 0.5em;
  }
  li + li::before {
    content: '/';
    opacity: 0.5;
  }
  a {
    color: inherit;
  }
  [aria-current] {
    font-weight: 600;
  }
`;

export interface Crumb {
  label: string;
  /** Where it leads; the last crumb (this page) has none. */
  to?: string;
}

/** Where the page sits in the site: Home, its section, the page itself. */
export function Breadcrumbs({ trail, className }: { trail: Crumb[]; className?: string }) {
  const { t } = useTranslation('navigation');
  return (
    <Trail aria-label={t('breadcrumb')} className={className}>
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.label}>{crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}</li>
        ))}
      </ol>
    </Trail>
  );
}

/** The same trail for search engines (schema.org BreadcrumbList), given the site's absolute URL. */
export function breadcrumbData(trail: Crumb[], site: string, page: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.label, item: crumb.to ? `${site}${crumb.to}` : page })),
  };
}
