import { Component, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import type { AuthorFilterQuery } from '../../../../__generated__/AuthorFilterQuery.graphql.ts';
import { toLanguage } from '../../../../i18n/languages.ts';
import { staffName } from '../../staffName.ts';

/**
 * Whose posts to list. Admins pick any staff member (they may list accounts); an editor, who may
 * not, chooses between their own posts and everyone's.
 */
export function AuthorFilter({ value, isAdmin, onChange }: { value: string; isAdmin: boolean; onChange: (authorId: string) => void }) {
  const { t, i18n } = useTranslation('admin');
  // Loaded here, not by the list's loader: what it asks for depends on the user's role.
  const data = useLazyLoadQuery<AuthorFilterQuery>(
    graphql`
      query AuthorFilterQuery($isAdmin: Boolean!) {
        viewer {
          id
        }
        users(first: 100) @include(if: $isAdmin) {
          edges {
            node {
              id
              displayName
              displayNameAr
            }
          }
        }
      }
    `,
    { isAdmin },
    { fetchPolicy: 'store-or-network' },
  );
  const selfId = data.viewer?.id;
  const others = (data.users?.edges ?? []).map(({ node }) => node).filter((user) => user.id !== selfId);
  return (
    <select value={value} onChange={(e) => onChange(e.target.value)} aria-label={t('blog.list.authorFilter')}>
      <option value="">{t('blog.list.allAuthors')}</option>
      {selfId && <option value={selfId}>{t('blog.list.mine')}</option>}
      {others.map((user) => (
        <option key={user.id} value={user.id}>
          {staffName(user, toLanguage(i18n.language))}
        </option>
      ))}
    </select>
  );
}

/** The same control while the staff list loads. */
export function AuthorFilterPlaceholder() {
  const { t } = useTranslation('admin');
  return (
    <select disabled aria-label={t('blog.list.authorFilter')}>
      <option>{t('blog.list.allAuthors')}</option>
    </select>
  );
}

/** The control when the staff list could not be loaded: everyone's posts, or the author already chosen. */
export function AuthorFilterUnavailable({ value, onChange }: { value: string; onChange: (authorId: string) => void }) {
  const { t } = useTranslation('admin');
  return (
    <select value={value} onChange={(e) => onChange(e.target.value)} aria-label={t('blog.list.authorFilter')}>
      <option value="">{t('blog.list.allAuthors')}</option>
      {value && <option value={value}>{t('blog.list.authorFilter')}</option>}
    </select>
  );
}

/** A filter is not the page: its failed load leaves the list usable (the fallback stands in for it). */
export class AuthorFilterBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
