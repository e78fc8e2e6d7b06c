import { use } from 'react';
import { BrandNameContext } from '../../lib/site.ts';

/** Sets the browser tab's title; React 19 hoists <title> into the document head. */
export function PageTitle({ title }: { title?: string }) {
  const brandName = use(BrandNameContext);
  return <title>{title ? `${title} | ${brandName}` : brandName}</title>;
}
