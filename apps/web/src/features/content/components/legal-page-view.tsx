import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { PageLoading } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { legalPageQuery } from '../api/legal-page.ts';
import { pageContent, pageTitle } from '../page-text.ts';

/**
 * A legal or content page by slug: its title and HTML (spec: Legal page), then `children` (what
 * the route adds under a page's own content, e.g. the contact page's details) once it has loaded.
 */
export function LegalPageView({ slug, children }: { slug: string; children?: ReactNode }) {
  const { t, i18n } = useLingui();
  const { data: page, isPending, error } = useQuery(legalPageQuery(slug));

  if (isPending) return <PageLoading label={t`Loading the page…`} />;
  if (error) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <div className="py-10 text-center">
        <PageTitle title={notFound ? t`Page Not Found` : t`Page unavailable`} />
        <h1 className="text-3xl font-semibold">
          {notFound ? t`Page Not Found` : t`Something went wrong`}
        </h1>
        <p className="mt-3 text-ink-700">
          {notFound
            ? t`The content you are looking for could not be found.`
            : t`Could not load the page content.`}
        </p>
        <Link to="/home" className={buttonClasses({ variant: 'outline', className: 'mt-6' })}>
          <Trans>Back to home</Trans>
        </Link>
      </div>
    );
  }

  const title = pageTitle(page, i18n.locale);
  const content = pageContent(page, i18n.locale);
  return (
    <article className="mx-auto max-w-3xl rounded-3xl bg-white p-6 shadow-soft sm:p-10">
      <PageTitle title={title.text} />
      <h1 lang={title.lang} className="text-3xl font-semibold sm:text-4xl">
        {title.text}
      </h1>
      {/* The server sanitizes this HTML on save (no scripts, handlers or javascript: URLs). */}
      <div
        lang={content.lang}
        className="rich-text mt-4"
        dangerouslySetInnerHTML={{ __html: content.text }}
      />
      {children}
    </article>
  );
}
