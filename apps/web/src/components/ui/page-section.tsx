import clsx from 'clsx';
import type { ReactNode } from 'react';

/** The centred, padded column most pages sit in. */
export function PageSection({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={clsx('mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14', className)}>
      {children}
    </div>
  );
}
