import { PageTitle } from '../../components/ui/page-title.tsx';
import { useBrandName } from '../../features/company/api/company-details.ts';
import { BenefitList } from '../../features/marketing/components/benefit-list.tsx';
import { HomeHero } from '../../features/marketing/components/home-hero.tsx';

export function HomePage() {
  const brandName = useBrandName();
  return (
    <>
      <PageTitle title="Baby & Kids Clothing Online in India" />
      <HomeHero brandName={brandName} />
      <BenefitList />
    </>
  );
}
