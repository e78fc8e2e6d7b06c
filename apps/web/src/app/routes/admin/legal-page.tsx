import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { LegalPagesEditor } from '../../../features/admin-content/components/legal-pages-editor.tsx';
import { AdminPageHead } from './admin-page-head.tsx';

export function AdminLegalPage() {
  return (
    <>
      <AdminPageHead
        title="Pages"
        description="Write the shop's pages: privacy policy, terms, shipping, returns, contact and your own."
      />
      <PageHeading title="Pages">
        Every page listed at the foot of the shop. The privacy policy and the terms and conditions
        are required; add, edit or delete any other.
      </PageHeading>
      <LegalPagesEditor />
    </>
  );
}
