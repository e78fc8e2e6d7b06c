import {
  isRequiredPage,
  legalPageSlugs,
  legalSlugSchema,
  saveLegalPageBodySchema,
  type LegalPage,
} from '@shop/contracts/content';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { ExternalLink, FilePlus2, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { AdminQueryState } from '../../../components/ui/admin-query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { adminToastDuration } from '../../../lib/admin-toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { adminLegalPagesQuery, useDeleteLegalPage, useSaveLegalPage } from '../api/legal-pages.ts';
import { formatSavedAt } from '../format-saved-at.ts';
import { slugFromTitle } from '../slug-from-title.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

/** The title a required page gets in the list until it is first saved. */
const requiredPageTitles: Record<(typeof legalPageSlugs)[number], string> = {
  'privacy-policy': 'Privacy Policy',
  'terms-conditions': 'Terms & Conditions',
};

/** A page in the list: a saved one, or a required one nobody has written yet. */
type ListedPage = { slug: string; title: string; saved: LegalPage | undefined };

/** The page the editor under the list holds: a listed one, or a new one. */
type Editing = { kind: 'edit'; slug: string } | { kind: 'new' };

function listedPages(pages: LegalPage[]): ListedPage[] {
  const unwritten = legalPageSlugs
    .filter((slug) => !pages.some((page) => page.slug === slug))
    .map((slug) => ({ slug, title: requiredPageTitles[slug], saved: undefined }));
  return [
    ...unwritten,
    ...pages.map((page) => ({ slug: page.slug, title: page.title, saved: page })),
  ];
}

/** The page the screen opens on: the first required one. */
const FIRST_PAGE: Editing = { kind: 'edit', slug: legalPageSlugs[0] };

/**
 * Every content page the footer lists, with edit and delete (the privacy policy and the terms are
 * required, so never deleted), and under the list the editor of the chosen page (the privacy
 * policy at first) or of a new one, with a live preview.
 */
export function LegalPagesEditor() {
  const legalPages = useQuery(adminLegalPagesQuery);
  const { isError } = legalPages;
  const [editing, setEditing] = useState<Editing>(FIRST_PAGE);
  // Set by a click on Edit or New page: the form then takes the focus, not on the first render.
  const [focusForm, setFocusForm] = useState(false);

  useEffect(() => {
    if (isError) toast.error('Failed to fetch pages.', { duration: adminToastDuration });
  }, [isError]);

  function choose(next: Editing) {
    setEditing(next);
    setFocusForm(true);
  }

  return (
    <AdminQueryState
      query={legalPages}
      loading={
        <div aria-busy="true" className="mt-8 flex flex-col gap-3">
          <span className="sr-only">Loading the pages…</span>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-20" />
          ))}
        </div>
      }
      errorMessage="The pages could not be loaded."
      className="mt-8 rounded-2xl bg-white shadow-soft"
    >
      {(pages) => {
        const listed = listedPages(pages);
        const page =
          editing.kind === 'edit'
            ? listed.find((candidate) => candidate.slug === editing.slug)
            : undefined;
        return (
          <>
            <PageList
              pages={listed}
              editingSlug={editing.kind === 'edit' ? editing.slug : undefined}
              onEdit={(slug) => choose({ kind: 'edit', slug })}
              onNew={() => choose({ kind: 'new' })}
              onDeleted={(slug) => {
                if (editing.kind === 'edit' && editing.slug === slug) setEditing(FIRST_PAGE);
              }}
            />
            <PageForm
              // A new form per page, so one page's unsaved edits never leak into another's.
              key={editing.kind === 'edit' ? editing.slug : 'new'}
              page={page}
              takenSlugs={pages.map((candidate) => candidate.slug)}
              focusOnOpen={focusForm}
              onCreated={(slug) => setEditing({ kind: 'edit', slug })}
            />
          </>
        );
      }}
    </AdminQueryState>
  );
}

function PageList({
  pages,
  editingSlug,
  onEdit,
  onNew,
  onDeleted,
}: {
  pages: ListedPage[];
  editingSlug: string | undefined;
  onEdit: (slug: string) => void;
  onNew: () => void;
  onDeleted: (slug: string) => void;
}) {
  const remove = useDeleteLegalPage();
  const [deleting, setDeleting] = useState<ListedPage | null>(null);

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.slug, {
      onSuccess: () => {
        toast.success('Page deleted.', { duration: adminToastDuration });
        onDeleted(deleting.slug);
        setDeleting(null);
      },
      onError: (error) => {
        toast.error(errorMessage(error, 'Failed to delete the page.'), {
          duration: adminToastDuration,
        });
        setDeleting(null);
      },
    });
  }

  return (
    <section aria-labelledby="content-pages-heading" className="mt-8 flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="content-pages-heading" className="font-display text-xl font-semibold">
          {pages.length} {pages.length === 1 ? 'page' : 'pages'}
        </h2>
        <Button onClick={onNew}>
          <FilePlus2 aria-hidden="true" className="size-5" />
          New page
        </Button>
      </div>
      <ul className="flex flex-col gap-3">
        {pages.map((page) => (
          <li
            key={page.slug}
            className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-soft sm:flex-row sm:items-center sm:gap-5 sm:p-5"
          >
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-bold text-ink-900 wrap-anywhere">{page.title}</span>
                {isRequiredPage(page.slug) && (
                  <span className="rounded-full bg-sage-100 px-2.5 py-0.5 text-xs font-bold text-sage-700">
                    Required
                  </span>
                )}
              </p>
              <p className="mt-1 text-sm text-ink-500 wrap-anywhere">
                /page/{page.slug} ·{' '}
                {page.saved
                  ? `Last saved ${formatSavedAt(page.saved.updatedAt)}`
                  : 'Not written yet'}
              </p>
            </div>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => onEdit(page.slug)}
                aria-label={`Edit ${page.title}`}
                aria-pressed={page.slug === editingSlug}
              >
                <Pencil aria-hidden="true" className="size-4" />
                Edit
              </Button>
              {!isRequiredPage(page.slug) && (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setDeleting(page)}
                  aria-label={`Delete ${page.title}`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete page?"
        description={
          deleting
            ? `"${deleting.title}" will leave the shop's footer, and /page/${deleting.slug} will show "Page Not Found". This cannot be undone.`
            : ''
        }
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onConfirm={confirmDelete}
        busy={remove.isPending}
        busyLabel="Deleting…"
      />
    </section>
  );
}

type PageFormProps = {
  /** Undefined for a new page. */
  page: ListedPage | undefined;
  /** Slugs already in use: a new page may not take one (saving would overwrite that page). */
  takenSlugs: string[];
  /** Move the focus to the title when the form opens (the owner chose it from the list). */
  focusOnOpen: boolean;
  onCreated: (slug: string) => void;
};

/** Why a new page's slug cannot be used, or undefined when it can. */
function slugProblem(slug: string, takenSlugs: string[]): string | undefined {
  const checked = legalSlugSchema.safeParse(slug);
  if (!checked.success) return checked.error.issues[0]?.message;
  return takenSlugs.includes(checked.data) ? 'Another page already uses this slug.' : undefined;
}

function PageForm({ page, takenSlugs, focusOnOpen, onCreated }: PageFormProps) {
  const isNew = page === undefined;
  const save = useSaveLegalPage();
  const [title, setTitle] = useState(page?.title ?? '');
  const [slug, setSlug] = useState(page?.slug ?? '');
  // A new page's slug follows its title until the owner types one of their own.
  const [slugEdited, setSlugEdited] = useState(false);
  const [content, setContent] = useState(page?.saved?.content ?? '');
  const [titleHi, setTitleHi] = useState(page?.saved?.titleHi ?? '');
  const [contentHi, setContentHi] = useState(page?.saved?.contentHi ?? '');
  const [savedAt, setSavedAt] = useState(page?.saved?.updatedAt);
  const [titleError, setTitleError] = useState<string>();
  const [titleHiError, setTitleHiError] = useState<string>();
  const [submitted, setSubmitted] = useState(false);
  const [view, setView] = useState<'edit' | 'preview'>('edit');
  const shownTitle = title.trim() || (isNew ? 'New page' : page.title);
  // Checked as it is typed; an empty slug only complains once the owner tries to save.
  const slugError = isNew && (slug !== '' || submitted) ? slugProblem(slug, takenSlugs) : undefined;

  /** The server's rules: a title or slug problem shows under its field, any other as a toast. */
  function submit() {
    setSubmitted(true);
    const checked = saveLegalPageBodySchema.safeParse({
      id: page?.saved?.id ?? null,
      title,
      slug,
      content,
      titleHi,
      contentHi,
    });
    const problems = checked.error?.issues ?? [];
    const shownUnderField = ['title', 'slug', 'titleHi'];
    setTitleError(problems.find((problem) => problem.path[0] === 'title')?.message);
    setTitleHiError(problems.find((problem) => problem.path[0] === 'titleHi')?.message);
    const otherProblem = problems.find(
      (problem) => !shownUnderField.includes(String(problem.path[0])),
    );
    if (otherProblem) toast.error(otherProblem.message, { duration: adminToastDuration });
    if (!checked.success || (isNew && slugProblem(slug, takenSlugs))) return;
    save.mutate(checked.data, {
      onSuccess: ({ page: saved }) => {
        toast.success('Page saved successfully!', { duration: adminToastDuration });
        setSavedAt(saved.updatedAt);
        if (isNew) onCreated(saved.slug);
      },
      onError: (error) =>
        toast.error(errorMessage(error, 'Failed to save page.'), { duration: adminToastDuration }),
    });
  }

  const viewButton = (name: 'edit' | 'preview', text: string) => (
    <button
      type="button"
      aria-pressed={view === name}
      onClick={() => setView(name)}
      className={clsx(
        'h-9 flex-1 cursor-pointer rounded-full px-4 text-sm font-bold transition-colors',
        view === name ? 'bg-white text-ink-900 shadow-soft' : 'text-ink-700',
      )}
    >
      {text}
    </button>
  );

  return (
    <form
      noValidate
      aria-label={isNew ? 'New page' : `Edit ${page.title}`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="mt-10 flex flex-col gap-6 border-t border-ink-900/10 pt-8"
    >
      <h2 className="font-display text-xl font-semibold wrap-anywhere">
        {isNew ? 'New page' : `Editing ${page.title}`}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <TextField
          label="Title"
          // Only right after the owner chose the page in the list, never on the first render.
          autoFocus={focusOnOpen}
          value={title}
          error={titleError}
          onChange={(event) => {
            setTitle(event.target.value);
            if (isNew && !slugEdited) setSlug(slugFromTitle(event.target.value));
          }}
        />
        {isNew ? (
          <TextField
            label="Slug"
            value={slug}
            error={slugError}
            hint={`The page's address: /page/${slug || 'your-slug'}`}
            autoCapitalize="none"
            spellCheck={false}
            onChange={(event) => {
              setSlug(event.target.value);
              setSlugEdited(true);
            }}
          />
        ) : (
          <div className="flex flex-col gap-1 sm:pt-8">
            <p className="text-sm text-ink-500">
              Address: <span className="font-bold text-ink-900">/page/{page.slug}</span>
            </p>
            <Link
              to={`/page/${page.slug}`}
              target="_blank"
              className="inline-flex items-center gap-1.5 self-start rounded-full py-1 font-bold text-coral-700 hover:underline"
            >
              View the live page
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </Link>
          </div>
        )}
      </div>

      {/* Phones show the editor or the preview; wide screens show both side by side. */}
      <div className="flex rounded-full bg-cream-200 p-1 lg:hidden">
        {viewButton('edit', 'Editor')}
        {viewButton('preview', 'Preview')}
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <div className={clsx('flex flex-col gap-2', view !== 'edit' && 'max-lg:hidden')}>
          <p className="text-sm font-bold text-ink-900 max-lg:sr-only">Content</p>
          <RichTextEditor
            initialHtml={content}
            onChange={setContent}
            label={`${shownTitle} content`}
          />
        </div>
        <div className={clsx('flex flex-col gap-2', view !== 'preview' && 'max-lg:hidden')}>
          <p aria-hidden="true" className="text-sm font-bold text-ink-900 max-lg:hidden">
            Preview
          </p>
          <article
            // Scrolls on its own beside the editor; focusable so keyboard users can scroll it.
            tabIndex={0}
            aria-label={`Preview of ${shownTitle}`}
            className="max-h-[calc(65dvh+3.5rem)] min-h-72 overflow-y-auto rounded-2xl bg-white p-5 shadow-soft sm:p-6"
          >
            <h2 className="text-2xl font-semibold wrap-anywhere">{shownTitle}</h2>
            {content ? (
              // The editor's own output (schema-limited); the server sanitizes it again on save.
              <div
                className="rich-text mt-3 [&_li>p]:my-1"
                dangerouslySetInnerHTML={{ __html: content }}
              />
            ) : (
              <p className="mt-3 text-ink-500">Nothing written yet.</p>
            )}
          </article>
        </div>
      </div>

      <section
        aria-labelledby="hindi-version-heading"
        aria-describedby="hindi-version-hint"
        className="flex flex-col gap-4 border-t border-ink-900/10 pt-6"
      >
        <div>
          <h3 id="hindi-version-heading" className="font-display text-lg font-semibold">
            Hindi version{' '}
            <span className="font-sans text-sm font-normal text-ink-500">(optional)</span>
          </h3>
          <p id="hindi-version-hint" className="mt-1 text-sm text-ink-700">
            Shown on the Hindi pages of the shop (/hi/page/{page?.slug ?? (slug || 'your-slug')}).
            When the Hindi title or content is empty, those pages show the English one.
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Title in Hindi"
            optional
            lang="hi"
            value={titleHi}
            error={titleHiError}
            onChange={(event) => setTitleHi(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-2">
          <p className="text-sm font-bold text-ink-900">
            Content in Hindi <span className="font-normal text-ink-500">(optional)</span>
          </p>
          <RichTextEditor
            initialHtml={contentHi}
            onChange={setContentHi}
            label={`${shownTitle} content in Hindi`}
            lang="hi"
          />
        </div>
      </section>

      <div className="flex flex-col-reverse gap-3 border-t border-ink-900/10 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-500" aria-live="polite">
          {savedAt ? `Last saved ${formatSavedAt(savedAt)}` : 'Not saved yet'}
        </p>
        <Button type="submit" busy={save.isPending} busyLabel="Saving…">
          Save
        </Button>
      </div>
    </form>
  );
}
