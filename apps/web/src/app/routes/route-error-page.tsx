import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';

/**
 * Shown when a page crashes or its code cannot be fetched (typically a new release replaced the
 * chunk this tab was about to load); a reload fixes the latter.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div className="grid min-h-dvh place-items-center bg-cream-100 px-4 text-center">
      <div className="max-w-md">
        <PageTitle title="Something went wrong" />
        <h1 className="text-3xl font-semibold">Something went wrong</h1>
        <p className="mt-3 text-lg text-ink-700">
          This page could not be shown. Reloading usually fixes it.
          {detail && <span className="mt-2 block text-sm text-ink-500">{detail}</span>}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <Button variant="outline" onClick={() => window.location.assign('/home')}>
            Go to the home page
          </Button>
        </div>
      </div>
    </div>
  );
}
