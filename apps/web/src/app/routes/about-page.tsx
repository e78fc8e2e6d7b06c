import { PageTitle } from '../../components/ui/page-title.tsx';
import { useBrandName } from '../../features/company/api/company-details.ts';
import { AboutIntro } from '../../features/marketing/components/about-intro.tsx';
import { BenefitList } from '../../features/marketing/components/benefit-list.tsx';

export function AboutPage() {
  const brandName = useBrandName();
  return (
    <>
      <PageTitle title="About Us" />
      <AboutIntro brandName={brandName} />
      <BenefitList />
    </>
  );
}
