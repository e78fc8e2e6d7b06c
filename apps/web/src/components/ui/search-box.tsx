import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from './input.tsx';

/** How long typing must pause before the list follows: one request per pause, not per key. */
const SEARCH_DEBOUNCE_MS = 300;

type SearchBoxProps = {
  id: string;
  /** Names the box ("Search products"). */
  label: string;
  /** What may be searched ("Name, SKU or category"). */
  placeholder: string;
  /** The search in the URL: what the list shows now. */
  value: string;
  /** Called once typing pauses, with the typed text trimmed. */
  onSearch: (text: string) => void;
};

/** An admin list's search: results follow as the admin types, after a short pause. */
export function SearchBox({ id, label, placeholder, value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  // The URL can change under the box (back button, Clear filters): the box then shows it.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    // Only when it says something else: a trailing space being typed is not lost.
    if (value !== text.trim()) setText(value);
  }
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function type(next: string) {
    setText(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => onSearch(next.trim()), SEARCH_DEBOUNCE_MS);
  }

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-bold text-ink-700">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-500"
        />
        <Input
          id={id}
          type="search"
          value={text}
          onChange={(event) => type(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          className="pl-11"
        />
      </div>
    </div>
  );
}
