import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { LegalPagesEditor } from '../../../features/admin-content/components/legal-pages-editor.tsx';
import { AdminPageHead } from './admin-page-head.tsx';

export function AdminLegalPage() {
  return (
    <>
      <AdminPageHead
        title="Legal Pages"
        description="Edit the privacy policy and the terms and conditions."
      />
      <PageHeading title="Legal Pages">
        The privacy policy and the terms and conditions, as shoppers read them at the foot of every
        page.
      </PageHeading>
      <LegalPagesEditor />
    </>
  );
}
