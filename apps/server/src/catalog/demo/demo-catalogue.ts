export type DemoCategory = { slug: string; name: string; description: string; children?: DemoCategory[] };
export type ArtKind =
  | 'bodysuit' | 'romper' | 'dungaree' | 'frock' | 'tshirt' | 'shorts' | 'joggers' | 'coord-set' | 'pyjama-set'
  | 'hoodie' | 'kurta' | 'lehenga' | 'beanie' | 'sunhat' | 'hairband' | 'booties' | 'shoes' | 'sandals' | 'socks'
  | 'mittens' | 'bib' | 'backpack' | 'swaddle' | 'blanket' | 'cot-sheet' | 'pillow' | 'hooded-towel'
  | 'fabric-bolt' | 'teddy' | 'bunny' | 'rattle';
export type ArtPattern = 'plain' | 'dots' | 'stripes' | 'stars' | 'hearts' | 'checks' | 'florals';
export type DemoVariant = { size: string; color: string; colorHexCode: string; stock: number; originalPrice: number; discountPrice: number | null };
export type DemoProduct = {
  slug: string; name: string; description: string; categorySlug: string;
  art: { kind: ArtKind; accentHex: string; pattern: ArtPattern };
  imageCount: 2 | 3 | 4;
  variants: DemoVariant[];
  createdDaysAgo: number;
};
export const demoCategories: DemoCategory[] = [];
export const demoProducts: DemoProduct[] = [];
