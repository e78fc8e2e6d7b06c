import { PageTitle } from '../../components/ui/page-title.tsx';
import { CategoryCollage } from '../../features/catalog/components/category-collage.tsx';
import { useBrandName } from '../../features/company/api/company-details.ts';
import { AboutStory } from '../../features/marketing/components/about-story.tsx';
import { BenefitList } from '../../features/marketing/components/benefit-list.tsx';
import { ClothesIllustration } from '../../features/marketing/components/clothes-illustration.tsx';

export function AboutPage() {
  const brandName = useBrandName();
  return (
    <>
      <PageTitle title="About Us" />
      <meta
        name="description"
        content={`The story of ${brandName}: soft, safe baby and kids clothing made for mums, dads and little ones across India.`}
      />
      <AboutStory
        brandName={brandName}
        renderArt={(theme) => (
          <CategoryCollage
            categoryName={theme.category}
            eager
            fallback={<ClothesIllustration className="mx-auto max-w-sm md:max-w-md" />}
          />
        )}
      />
      <BenefitList />
    </>
  );
}
