import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** Placeholder lines in the size of real ones, so the page does not jump when the cart arrives. */
export function CartLinesSkeleton({ lines = 2 }: { lines?: number }) {
  return (
    <ul aria-hidden="true" className="flex flex-col gap-4">
      {Array.from({ length: lines }, (_, index) => (
        <li key={index} className="flex gap-4 rounded-2xl bg-white p-4 shadow-soft sm:gap-5 sm:p-5">
          <Skeleton className="size-24 shrink-0 sm:size-28" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-5 w-24" />
            <Skeleton className="mt-2 h-9 w-28 rounded-full" />
          </div>
        </li>
      ))}
    </ul>
  );
}
