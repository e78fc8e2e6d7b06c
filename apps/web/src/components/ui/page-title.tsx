import { defaultBrandName } from '../../lib/site.ts';

/** Sets the browser tab's title; React 19 hoists <title> into the document head. */
export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} | ${defaultBrandName}` : defaultBrandName}</title>;
}
