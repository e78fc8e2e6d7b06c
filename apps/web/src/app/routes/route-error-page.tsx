import { languagePrefix, type Language } from '@shop/contracts/languages';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/ui/button.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';

/**
 * Shown when a page crashes or its code cannot be fetched (typically a new release replaced the
 * chunk this tab was about to load); a reload fixes the latter.
 */
export function RouteErrorPage() {
  const { t, i18n } = useLingui();
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div className="grid min-h-dvh place-items-center bg-cream-100 px-4 text-center">
      <div className="max-w-md">
        <PageTitle title={t`Something went wrong`} />
        <h1 className="text-3xl font-semibold">
          <Trans>Something went wrong</Trans>
        </h1>
        <p className="mt-3 text-lg text-ink-700">
          <Trans>This page could not be shown. Reloading usually fixes it.</Trans>
          {detail && <span className="mt-2 block text-sm text-ink-500">{detail}</span>}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>
            <Trans>Reload the page</Trans>
          </Button>
          <Button
            variant="outline"
            // A full load, in the page's language (/hi/home on a Hindi page).
            onClick={() =>
              window.location.assign(`${languagePrefix(i18n.locale as Language)}/home`)
            }
          >
            <Trans>Go to the home page</Trans>
          </Button>
        </div>
      </div>
    </div>
  );
}
