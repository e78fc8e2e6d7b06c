import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { PageSection } from '../../components/ui/page-section.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { UnsubscribePanel } from '../../features/unsubscribe/components/unsubscribe-panel.tsx';

/** /unsubscribe?token=…: the unsubscribe link at the bottom of every mail not about an order. */
export function UnsubscribePage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  return (
    <PageSection className="lg:py-12">
      <PageTitle title={t`Unsubscribe`} />
      <UnsubscribePanel token={params.get('token')} />
    </PageSection>
  );
}
