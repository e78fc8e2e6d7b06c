import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';

export function ChangePasswordPage() {
  return (
    <>
      <PageTitle title="Change Password" />
      <PageHeading title="Change Password">
        Here you will be able to set a new password after confirming your current one.
      </PageHeading>
    </>
  );
}
