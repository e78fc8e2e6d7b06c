import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PageSection } from '../../components/ui/page-section.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';

export function NotFoundPage() {
  return (
    <PageSection className="text-center">
      <PageTitle title="Page not found" />
      <p aria-hidden="true" className="font-display text-8xl font-semibold text-coral-300">
        404
      </p>
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">We couldn’t find that page</h1>
      <p className="mx-auto mt-3 max-w-md text-lg text-ink-700">
        It may have moved, or the link has a typo. Let’s get you back to something cosy.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/home" className={buttonClasses()}>
          Go to the home page
        </Link>
        <Link to="/shop" className={buttonClasses({ variant: 'outline' })}>
          Browse the shop
        </Link>
      </div>
    </PageSection>
  );
}
