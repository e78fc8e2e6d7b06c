import { legalPageSlugs, saveLegalPageBodySchema, type LegalPage } from '@shop/contracts/content';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { ExternalLink } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { AdminQueryState } from '../../../components/ui/admin-query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { adminToastDuration } from '../../../lib/admin-toast.ts';
import { adminLegalPagesQuery, useSaveLegalPage } from '../api/legal-pages.ts';
import { formatSavedAt } from '../format-saved-at.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

type Slug = (typeof legalPageSlugs)[number];

/** The tab names, and the title a page gets when it has never been saved. */
const defaultTitles: Record<Slug, string> = {
  'privacy-policy': 'Privacy Policy',
  'terms-conditions': 'Terms & Conditions',
};

/** One tab per legal page, each with a rich-text editor, a live preview and Save. */
export function LegalPagesEditor() {
  const legalPages = useQuery(adminLegalPagesQuery);
  const { isError } = legalPages;
  const [tab, setTab] = useState<Slug>('privacy-policy');

  useEffect(() => {
    if (isError) toast.error('Failed to fetch legal pages.', { duration: adminToastDuration });
  }, [isError]);

  return (
    <Tabs className="mt-8" value={tab} onValueChange={(value) => setTab(value as Slug)}>
      <TabList label="Legal pages">
        {legalPageSlugs.map((slug) => (
          <Tab key={slug} value={slug}>
            {defaultTitles[slug]}
          </Tab>
        ))}
      </TabList>
      {legalPageSlugs.map((slug) => (
        // Both panels stay mounted (hidden when inactive) so switching tabs keeps unsaved edits.
        <TabPanel key={slug} value={slug} forceMount className="data-[state=inactive]:hidden">
          <AdminQueryState
            query={legalPages}
            loading={
              <div aria-busy="true" className="flex flex-col gap-4">
                <span className="sr-only">Loading the page…</span>
                <Skeleton className="h-20" />
                <Skeleton className="h-96" />
              </div>
            }
            errorMessage="The legal pages could not be loaded."
            className="rounded-2xl bg-white shadow-soft"
          >
            {(pages) => (
              <LegalPageForm
                slug={slug}
                page={pages.find((candidate) => candidate.slug === slug)}
              />
            )}
          </AdminQueryState>
        </TabPanel>
      ))}
    </Tabs>
  );
}

function LegalPageForm({ slug, page }: { slug: Slug; page: LegalPage | undefined }) {
  const save = useSaveLegalPage();
  const [title, setTitle] = useState(page?.title ?? defaultTitles[slug]);
  const [content, setContent] = useState(page?.content ?? '');
  const [savedAt, setSavedAt] = useState(page?.updatedAt);
  const [titleError, setTitleError] = useState<string>();
  const [view, setView] = useState<'edit' | 'preview'>('edit');

  /** The server's rules: a title problem shows under the title, any other as a toast. */
  function submit() {
    const checked = saveLegalPageBodySchema.safeParse({
      id: page?.id ?? null,
      title,
      slug,
      content,
    });
    const problems = checked.error?.issues ?? [];
    setTitleError(problems.find((problem) => problem.path[0] === 'title')?.message);
    const otherProblem = problems.find((problem) => problem.path[0] !== 'title');
    if (otherProblem) toast.error(otherProblem.message, { duration: adminToastDuration });
    if (!checked.success) return;
    save.mutate(checked.data, {
      onSuccess: ({ page: saved }) => {
        toast.success('Page saved successfully!', { duration: adminToastDuration });
        setSavedAt(saved.updatedAt);
      },
      onError: () => toast.error('Failed to save page.', { duration: adminToastDuration }),
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
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="flex flex-col gap-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField
            label="Title"
            value={title}
            error={titleError}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        <Link
          to={`/page/${slug}`}
          target="_blank"
          className="inline-flex h-12 items-center gap-1.5 self-start rounded-full px-3 font-bold text-coral-700 hover:bg-coral-50 sm:self-auto"
        >
          View the live page
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </Link>
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
            label={`${defaultTitles[slug]} content`}
          />
        </div>
        <div className={clsx('flex flex-col gap-2', view !== 'preview' && 'max-lg:hidden')}>
          <p aria-hidden="true" className="text-sm font-bold text-ink-900 max-lg:hidden">
            Preview
          </p>
          <article
            // Scrolls on its own beside the editor; focusable so keyboard users can scroll it.
            tabIndex={0}
            aria-label={`Preview of ${defaultTitles[slug]}`}
            className="max-h-[calc(65dvh+3.5rem)] min-h-72 overflow-y-auto rounded-2xl bg-white p-5 shadow-soft sm:p-6"
          >
            <h2 className="text-2xl font-semibold">{title.trim() || defaultTitles[slug]}</h2>
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
