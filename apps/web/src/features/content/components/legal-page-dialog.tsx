import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { PageLoading } from '../../../components/ui/spinner.tsx';
import { legalPageQuery } from '../api/legal-page.ts';
import { pageContent, pageTitle } from '../page-text.ts';

type LegalPageDialogProps = {
  slug: string;
  /** The dialog's title until the page's own title arrives. */
  fallbackTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** A content page (terms, privacy, shipping, ...) in a modal, so the shopper keeps their place. */
export function LegalPageDialog({ slug, fallbackTitle, open, onOpenChange }: LegalPageDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <LegalPageDialogBody slug={slug} fallbackTitle={fallbackTitle} />}
    </Dialog>
  );
}

function LegalPageDialogBody({ slug, fallbackTitle }: { slug: string; fallbackTitle: string }) {
  const { t, i18n } = useLingui();
  const { data: page, isPending, isError } = useQuery(legalPageQuery(slug));
  let body: ReactNode;
  if (isPending) body = <PageLoading label={t`Loading the page…`} />;
  else if (isError)
    body = (
      <p className="text-ink-700">
        <Trans>Could not load the page content.</Trans>
      </p>
    );
  else {
    const content = pageContent(page, i18n.locale);
    body = (
      // The server sanitizes legal page HTML on save (no scripts, handlers or javascript: URLs).
      <div
        className="rich-text"
        lang={content.lang}
        dangerouslySetInnerHTML={{ __html: content.text }}
      />
    );
  }
  const title = page ? pageTitle(page, i18n.locale) : undefined;
  return (
    <DialogContent title={title ? <span lang={title.lang}>{title.text}</span> : fallbackTitle}>
      {body}
    </DialogContent>
  );
}
