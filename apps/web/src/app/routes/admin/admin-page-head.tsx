import { PageTitle } from '../../../components/ui/page-title.tsx';

/** The browser tab title and meta description of an admin screen (hoisted into <head>). */
export function AdminPageHead({ title, description }: { title: string; description: string }) {
  return (
    <>
      <PageTitle title={`${title} · Admin`} />
      <meta name="description" content={description} />
    </>
  );
}
