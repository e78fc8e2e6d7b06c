import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';

export function ProfilePage() {
  return (
    <>
      <PageTitle title="My Profile" />
      <PageHeading title="My Profile">
        Your name, username, email, mobile number and date of birth, and a way to edit them, will
        appear here.
      </PageHeading>
    </>
  );
}
