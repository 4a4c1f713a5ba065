import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ShownLink } from '../../../api/localizeBlocks.ts';
import { ButtonLink } from '../../../components/Button.tsx';
import { BookDemo } from '../../booking/BookDemo.tsx';
import type { ShownAction } from './context.ts';

// A block's links and buttons: a path of the site through the router, anything else (another
// site, mailto:, tel:) as a plain link, the booking calendar as "Book a demo" does it; a link to a
// page visitors cannot see (href null) is its text alone.

const internal = (href: string) => href.startsWith('/') && !href.startsWith('//');

export function BlockLink({ link, className, children }: { link: ShownLink | undefined; className?: string; children: ReactNode }) {
  if (!link?.href) return <span className={className}>{children}</span>;
  if (internal(link.href))
    return (
      <Link to={link.href} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={link.href} className={className}>
      {children}
    </a>
  );
}

/** A button: the booking calendar's, or a link styled as a button; none when it leads nowhere visitors can go. */
export function ActionButton({ action }: { action: ShownAction }) {
  const variant = action.style ?? 'primary';
  if (action.link.kind === 'booking') return <BookDemo variant={variant}>{action.label}</BookDemo>;
  const href = action.link.href;
  if (!href) return null;
  return internal(href) ? (
    <ButtonLink as={Link} to={href} $variant={variant}>
      {action.label}
    </ButtonLink>
  ) : (
    <ButtonLink href={href} $variant={variant}>
      {action.label}
    </ButtonLink>
  );
}
