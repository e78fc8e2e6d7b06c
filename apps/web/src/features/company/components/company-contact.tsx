import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { companyDetailsQuery } from '../../../lib/company-details-query.ts';
import {
  formatIndianAddress,
  formatIndianPhone,
  indianPhoneHref,
} from '../indian-contact-format.ts';

type CompanyContactProps = {
  /** Shown above the details, and only when there are details to show. */
  heading: ReactNode;
  /** The id of the heading's element, which names the section. */
  headingId: string;
  /** 'dark' on the footer's ink background, 'light' on the cream pages. */
  tone: 'dark' | 'light';
  className?: string;
};

function ContactLine({
  icon: Icon,
  tone,
  children,
}: {
  icon: LucideIcon;
  tone: CompanyContactProps['tone'];
  children: ReactNode;
}) {
  return (
    <li className="flex items-start gap-3">
      <Icon
        aria-hidden="true"
        className={clsx(
          'mt-0.5 size-5 shrink-0',
          tone === 'dark' ? 'text-coral-200' : 'text-coral-600',
        )}
      />
      <span className="min-w-0 wrap-anywhere">{children}</span>
    </li>
  );
}

/**
 * The shop's email, phone and postal address as kept in the admin's Company screen, with
 * mailto: and tel: links. Nothing shows until the details load, or when a field is empty.
 */
export function CompanyContact({ heading, headingId, tone, className }: CompanyContactProps) {
  const { data } = useQuery(companyDetailsQuery);
  const email = data?.email?.trim();
  const phone = data?.phone?.trim();
  const address = data?.address?.trim();
  if (!email && !phone && !address) return null;

  const linkClasses = clsx(
    'rounded-md underline-offset-4 hover:underline',
    tone === 'dark' ? 'text-white/90 hover:text-white' : 'font-bold text-coral-700',
  );
  return (
    <section aria-labelledby={headingId} className={className}>
      {heading}
      <address className="mt-4 not-italic">
        <ul
          className={clsx(
            'flex flex-col gap-3',
            tone === 'dark' ? 'text-white/80' : 'text-ink-700',
          )}
        >
          {email && (
            <ContactLine icon={Mail} tone={tone}>
              <a href={`mailto:${email}`} className={linkClasses}>
                {email}
              </a>
            </ContactLine>
          )}
          {phone && (
            <ContactLine icon={Phone} tone={tone}>
              <a href={indianPhoneHref(phone)} className={linkClasses}>
                {formatIndianPhone(phone)}
              </a>
            </ContactLine>
          )}
          {address && (
            <ContactLine icon={MapPin} tone={tone}>
              {formatIndianAddress(address, data?.pincode)}
            </ContactLine>
          )}
        </ul>
      </address>
    </section>
  );
}
