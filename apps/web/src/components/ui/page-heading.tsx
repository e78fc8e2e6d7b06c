import type { ReactNode } from 'react';

/** The title block at the top of a page. */
export function PageHeading({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="max-w-3xl">
      <h1 className="text-3xl font-semibold text-ink-900 sm:text-4xl">{title}</h1>
      {children && <p className="mt-3 text-lg text-ink-700">{children}</p>}
    </div>
  );
}
