import { useParams } from 'react-router';
import { PageSection } from '../../components/ui/page-section.tsx';
import { LegalPageView } from '../../features/content/components/legal-page-view.tsx';

export function ContentPage() {
  const { slug = '' } = useParams();
  return (
    <PageSection>
      <LegalPageView slug={slug} />
    </PageSection>
  );
}
