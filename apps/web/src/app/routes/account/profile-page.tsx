import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { ProfileOverview } from '../../../features/account/components/profile-overview.tsx';
import { useBrandName } from '../../../features/company/api/company-details.ts';

export function ProfilePage() {
  const brandName = useBrandName();
  return (
    <>
      <PageTitle title="My Profile" />
      <meta
        name="description"
        content={`Your ${brandName} profile: name, username, email, mobile number and date of birth.`}
      />
      <PageHeading title="My Profile">Keep your details up to date.</PageHeading>
      <div className="mt-8">
        <ProfileOverview />
      </div>
    </>
  );
}
