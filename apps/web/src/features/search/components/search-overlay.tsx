import { Search } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';

type SearchOverlayProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The full-screen search overlay (spec: Search overlay). Results arrive with the catalogue
 * issue; for now it only takes the query.
 */
export function SearchOverlay({ open, onOpenChange }: SearchOverlayProps) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Search our site"
        layout="fullscreen"
        closeLabel="Close search"
        // Start in the search box rather than on the close button, which comes first in the DOM.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          inputRef.current?.focus();
        }}
      >
        <form role="search" onSubmit={(event) => event.preventDefault()} className="relative">
          <label htmlFor={inputId} className="sr-only">
            Search products
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-500"
          />
          <Input
            ref={inputRef}
            id={inputId}
            type="search"
            placeholder="Search products..."
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            enterKeyHint="search"
            className="h-14 rounded-full pl-12 text-lg"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
