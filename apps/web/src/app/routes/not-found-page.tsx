import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PageSection } from '../../components/ui/page-section.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';

export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <PageSection className="text-center">
      <PageTitle title={t`Page not found`} />
      <p aria-hidden="true" className="font-display text-8xl font-semibold text-coral-300">
        404
      </p>
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">
        <Trans>We couldn’t find that page</Trans>
      </h1>
      <p className="mx-auto mt-3 max-w-md text-lg text-ink-700">
        <Trans>
          It may have moved, or the link has a typo. Let’s get you back to something cosy.
        </Trans>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/home" className={buttonClasses()}>
          <Trans>Go to the home page</Trans>
        </Link>
        <Link to="/shop" className={buttonClasses({ variant: 'outline' })}>
          <Trans>Browse the shop</Trans>
        </Link>
      </div>
    </PageSection>
  );
}
