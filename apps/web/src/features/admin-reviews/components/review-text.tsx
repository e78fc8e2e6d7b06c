import { useId, useState } from 'react';

/** Longer than this, a review shows its first lines and a button for the rest. */
const SHORT_LENGTH = 140;

/** A review's title and text in a table cell, folded to a few lines when long. */
export function ReviewText({ title, body }: { title: string; body: string }) {
  const textId = useId();
  const [expanded, setExpanded] = useState(false);
  const long = body.length > SHORT_LENGTH;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      {title && <p className="font-bold wrap-anywhere text-ink-900">{title}</p>}
      {body ? (
        <p
          id={textId}
          className={
            long && !expanded
              ? 'line-clamp-2 wrap-anywhere text-ink-700'
              : 'wrap-anywhere whitespace-pre-line text-ink-700'
          }
        >
          {body}
        </p>
      ) : (
        !title && <p className="text-ink-500 italic">Stars only, no text</p>
      )}
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((open) => !open)}
          className="cursor-pointer self-start rounded-sm text-sm font-bold text-coral-700 hover:underline"
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      )}
    </div>
  );
}
