import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { companyDetailsQuery } from '../../../lib/company-details-query.ts';
import { formatIndianPhone, indianPhoneHref } from '../indian-contact-format.ts';

type GrievanceOfficerProps = {
  /** Shown above the officer's details, and only when the shop has named one. */
  heading: ReactNode;
  /** The id of the heading's element, which names the section. */
  headingId: string;
  /** 'dark' on the footer's ink background, 'light' on the cream pages. */
  tone: 'dark' | 'light';
  className?: string;
};

/**
 * The shop's grievance officer (India's Consumer Protection (E-Commerce) Rules, 2020 ask every
 * online shop to name one): name, a mailto: and a tel: link. Nothing shows until one is named.
 */
export function GrievanceOfficer({ heading, headingId, tone, className }: GrievanceOfficerProps) {
  const { data } = useQuery(companyDetailsQuery);
  const officer = data?.grievanceOfficer;
  if (!officer) return null;

  const linkClasses = clsx(
    'rounded-md underline-offset-4 hover:underline wrap-anywhere',
    tone === 'dark' ? 'text-white/90 hover:text-white' : 'font-bold text-coral-700',
  );
  return (
    <section aria-labelledby={headingId} className={className}>
      {heading}
      <address
        className={clsx(
          'mt-3 flex flex-col gap-1.5 not-italic',
          tone === 'dark' ? 'text-white/80' : 'text-ink-700',
        )}
      >
        <span>{officer.name}</span>
        <a href={`mailto:${officer.email}`} className={linkClasses}>
          {officer.email}
        </a>
        <a href={indianPhoneHref(officer.phone)} className={linkClasses}>
          {formatIndianPhone(officer.phone)}
        </a>
      </address>
    </section>
  );
}
