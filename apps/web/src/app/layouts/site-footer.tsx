import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useHref } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SproutMark } from '../../components/ui/sprout-mark.tsx';
import { useBrandName } from '../../features/company/api/company-details.ts';
import { CompanyContact } from '../../features/company/components/company-contact.tsx';
import { GrievanceOfficer } from '../../features/company/components/grievance-officer.tsx';
import { pageLinksQuery } from '../../features/content/api/legal-page.ts';
import { pageTitle } from '../../features/content/page-text.ts';
import { LanguageSwitch } from '../../features/language/language-switch.tsx';

// The dialog code (Radix) is fetched on the first click, keeping it out of the first JS chunk.
const LegalPageDialog = lazy(() =>
  import('../../features/content/components/legal-page-dialog.tsx').then((module) => ({
    default: module.LegalPageDialog,
  })),
);

const quickLinks = [
  { label: msg`Home`, to: '/' },
  { label: msg`Shop`, to: '/shop' },
  { label: msg`About Us`, to: '/about' },
  { label: msg`My Account`, to: '/myaccount' },
];

const footerLinkClasses =
  'cursor-pointer rounded-md text-left text-white/80 underline-offset-4 transition-colors hover:text-white hover:underline';

export function SiteFooter() {
  const { i18n } = useLingui();
  const brandName = useBrandName();
  const year = new Date().getFullYear();
  // Content pages stay in the page's language: /hi/page/… on a Hindi page.
  const pagesBase = useHref('/page/');
  const [openSlug, setOpenSlug] = useState<string | null>(null);
  const [loadedSlug, setLoadedSlug] = useState<string | null>(null);
  // Every content page, by title; none while they load or when they fail (the footer stays).
  const { data: pageLinks = [] } = useQuery(pageLinksQuery);
  const dialogLink = pageLinks.find((link) => link.slug === loadedSlug);
  return (
    <footer className="mt-auto bg-ink-900 text-white [--focus-ring-color:var(--color-sun-300)]">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 sm:grid-cols-2 lg:grid-cols-[1.6fr_1fr_1fr_1.6fr] lg:px-8">
        <div className="max-w-md">
          <Link to="/home" className="inline-flex items-center gap-2 rounded-full pr-2">
            <SproutMark className="size-10" />
            <span className="font-display text-2xl font-semibold">{brandName}</span>
          </Link>
          <p className="mt-4 leading-relaxed text-white/80">
            <Trans>
              Gentle fabrics, happy colours and clothes made to be lived in. From first cuddles to
              first steps and first days at school, we dress little ones for every adventure, and
              deliver free across India with easy 7-day returns.
            </Trans>
          </p>
          <LanguageSwitch className="mt-4 -ml-3 inline-flex text-white/90" />
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="font-display text-lg font-semibold text-coral-200">
            <Trans>Quick links</Trans>
          </h2>
          <ul className="mt-4 flex flex-col gap-3">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={footerLinkClasses}>
                  {i18n._(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-pages">
          <h2 id="footer-pages" className="font-display text-lg font-semibold text-coral-200">
            <Trans>Company</Trans>
          </h2>
          <ul className="mt-4 flex flex-col gap-3">
            {pageLinks.map((link) => {
              const title = pageTitle(link, i18n.locale);
              return (
                <li key={link.slug}>
                  {/* A real link (the page reads in full without JavaScript, or opened in a new
                    tab); a plain click opens it in a dialog over the current page instead. */}
                  <a
                    href={`${pagesBase}${link.slug}`}
                    lang={title.lang}
                    aria-haspopup="dialog"
                    className={footerLinkClasses}
                    onClick={(event) => {
                      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) {
                        return;
                      }
                      event.preventDefault();
                      setLoadedSlug(link.slug);
                      setOpenSlug(link.slug);
                    }}
                  >
                    {title.text}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="flex flex-col gap-8">
          <CompanyContact
            tone="dark"
            headingId="footer-contact"
            heading={
              <h2 id="footer-contact" className="font-display text-lg font-semibold text-coral-200">
                <Trans>Contact us</Trans>
              </h2>
            }
          />
          <GrievanceOfficer
            tone="dark"
            headingId="footer-grievance-officer"
            heading={
              <h2
                id="footer-grievance-officer"
                className="font-display text-lg font-semibold text-coral-200"
              >
                <Trans>Grievance officer</Trans>
              </h2>
            }
          />
        </div>
      </div>
      {dialogLink && (
        <Suspense fallback={null}>
          <LegalPageDialog
            slug={dialogLink.slug}
            fallbackTitle={pageTitle(dialogLink, i18n.locale).text}
            open={openSlug === dialogLink.slug}
            onOpenChange={(open) => setOpenSlug(open ? dialogLink.slug : null)}
          />
        </Suspense>
      )}
      <div className="border-t border-white/10">
        {/* Room on the right for the scroll-to-top button, which floats over the page's end. */}
        <p className="mx-auto max-w-7xl py-5 pr-20 pl-4 text-sm text-white/70 sm:px-6 lg:px-8">
          <Trans>
            © {year} {brandName}. Made with love for little ones in India.
          </Trans>
        </p>
      </div>
    </footer>
  );
}
