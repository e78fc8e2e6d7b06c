import {
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_TYPES,
  PRODUCT_VARIANT_REQUIRED_MESSAGE,
  type Category,
  type Product,
} from '@shop/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBeforeUnload, useBlocker } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { PageLoading } from '../../../components/ui/spinner.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { adminToastDuration } from '../../../lib/admin-toast.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { adminCategoriesQuery } from '../api/categories.ts';
import { useSaveProduct } from '../api/products.ts';
import {
  differentSuggestedRate,
  draftChanged,
  draftFromProduct,
  draftToFormData,
  emptyDraft,
  newVariant,
  nextKey,
  skuNamedIn,
  validateDraft,
  type EditorTab,
  type ProductDraft,
  type VariantDraft,
} from '../product-draft.ts';
import type { DraftImage } from '../draft-images.ts';
import { withGridRows } from '../variant-grid.ts';
import { BasicDetailsTab } from './basic-details-tab.tsx';
import { ImagesTab } from './images-tab.tsx';
import { VariantsTab } from './variants-tab.tsx';

/** What the editor opens on: a new product, or one from the table. */
export type EditorTarget = { product?: Product };

type ProductEditorDialogProps = { target: EditorTarget | null; onClose: () => void };

const acceptedTypes = new Set<string>(PRODUCT_IMAGE_TYPES);

/**
 * Whether a picked file is a picture the shop takes: a type the contracts accept, and content the
 * browser can draw. A file only named like a photo (a PDF renamed .jpg) would otherwise sit in the
 * gallery with a broken thumbnail until the server refused the whole product.
 */
async function isAcceptedPicture(file: File): Promise<boolean> {
  if (!acceptedTypes.has(file.type)) return false;
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
}

const notAPictureMessage = (file: File) =>
  `"${file.name}" is not a picture the shop can use: choose a JPEG, PNG, GIF or WebP image.`;

const toastError = (message: string) => toast.error(message, { duration: adminToastDuration });

/**
 * The product editor: a full-screen dialog with the tabs of spec section 2. Unsaved work is never
 * thrown away without asking: closing the editor (Cancel, the close button, Escape, a click
 * outside) and leaving the page within the app (a link, Back) ask first while the draft has
 * changes; reloading or closing the tab gets the browser's own question.
 */
export function ProductEditorDialog({ target, onClose }: ProductEditorDialogProps) {
  // A ref, read when a close or a navigation is asked for: typing re-renders nothing here.
  const changed = useRef(false);
  const [asking, setAsking] = useState(false);
  const blocker = useBlocker(() => changed.current);
  useBeforeUnload(
    useCallback((event: BeforeUnloadEvent) => {
      if (changed.current) event.preventDefault();
    }, []),
  );

  const close = () => {
    changed.current = false;
    setAsking(false);
    onClose();
  };
  const requestClose = () => (changed.current ? setAsking(true) : close());
  const leaving = blocker.state === 'blocked';

  return (
    <>
      <Dialog open={target !== null} onOpenChange={(open) => !open && requestClose()}>
        {target && (
          <ProductEditor
            product={target.product}
            onChange={(value) => {
              changed.current = value;
            }}
            onCancel={requestClose}
            onDone={close}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={asking || leaving}
        onOpenChange={(open) => {
          if (open) return;
          setAsking(false);
          if (leaving) blocker.reset();
        }}
        title="Discard your changes?"
        description="This product has changes that are not saved. They are lost if you leave the editor now."
        confirmLabel="Discard Changes"
        cancelLabel="Keep Editing"
        onConfirm={() => {
          if (leaving) {
            changed.current = false;
            setAsking(false);
            blocker.proceed();
          } else close();
        }}
      />
    </>
  );
}

type ProductEditorProps = {
  product?: Product | undefined;
  /** Whether the draft differs from what the editor opened with, after every change. */
  onChange: (changed: boolean) => void;
  /** Cancel: the dialog asks first when there are changes. */
  onCancel: () => void;
  /** Saved: closes at once. */
  onDone: () => void;
};

function ProductEditor({ product, onChange, onCancel, onDone }: ProductEditorProps) {
  const { data: tree, isError } = useQuery(adminCategoriesQuery);
  const [saving, setSaving] = useState(false);
  const blockWhileSaving = (event: Event) => {
    if (saving) event.preventDefault();
  };

  return (
    <DialogContent
      layout="fullscreen"
      title={product ? 'Edit product' : 'Add product'}
      description={product ? product.name : 'Fill in the details, the variants and the images.'}
      onEscapeKeyDown={blockWhileSaving}
      onInteractOutside={blockWhileSaving}
    >
      {tree ? (
        <ProductEditorForm
          initial={product ? draftFromProduct(product, tree) : emptyDraft()}
          previewSlug={product?.slug}
          tree={tree}
          onSavingChange={setSaving}
          onChange={onChange}
          onCancel={onCancel}
          onDone={onDone}
        />
      ) : isError ? (
        <p role="alert" className="py-16 text-center font-semibold text-danger-600">
          Failed to fetch categories
        </p>
      ) : (
        <PageLoading label="Loading the editor…" />
      )}
    </DialogContent>
  );
}

type ProductEditorFormProps = {
  initial: ProductDraft;
  /** The saved product's address in the shop, for the preview link. */
  previewSlug: string | undefined;
  tree: readonly Category[];
  onSavingChange: (saving: boolean) => void;
  onChange: (changed: boolean) => void;
  onCancel: () => void;
  onDone: () => void;
};

function ProductEditorForm({
  initial,
  previewSlug,
  tree,
  onSavingChange,
  onChange,
  onCancel,
  onDone,
}: ProductEditorFormProps) {
  const [draft, setDraft] = useState(initial);
  const [pickProblem, setPickProblem] = useState<string>();
  useEffect(() => onChange(draftChanged(initial, draft)), [initial, draft, onChange]);
  const [saveError, setSaveError] = useState<string>();
  const [takenSku, setTakenSku] = useState<{ sku: string; message: string }>();
  const [tab, setTab] = useState<EditorTab>('basic');
  const [showProblems, setShowProblems] = useState(false);
  const [progress, setProgress] = useState(0);
  const save = useSaveProduct();
  const editing = Boolean(initial.id);

  // New images preview as object URLs: free them when the editor closes.
  const previews = useRef<readonly DraftImage[]>([]);
  useEffect(() => {
    previews.current = draft.images;
  }, [draft.images]);
  useEffect(
    () => () =>
      previews.current.forEach((image) => {
        if (image.kind === 'new') URL.revokeObjectURL(image.previewUrl);
      }),
    [],
  );

  const problems = showProblems ? validateDraft(draft) : [];
  const problemFor = (field: string) =>
    problems.find((problem) => problem.field === field)?.message;
  const tabHasProblem = (name: EditorTab) => problems.some((problem) => problem.tab === name);
  const variantProblems = new Map(
    problems.filter((problem) => problem.tab === 'variants').map((p) => [p.field, p]),
  );

  const update = (change: Partial<ProductDraft>) =>
    setDraft((current) => ({ ...current, ...change }));
  const updateVariant = (key: string, change: Partial<VariantDraft>) =>
    setDraft((current) => ({
      ...current,
      variants: current.variants.map((variant) =>
        variant.key === key ? { ...variant, ...change } : variant,
      ),
    }));

  function removeVariant(key: string) {
    if (draft.variants.length <= 1) {
      toastError(PRODUCT_VARIANT_REQUIRED_MESSAGE);
      return;
    }
    update({ variants: draft.variants.filter((variant) => variant.key !== key) });
  }

  async function addFiles(files: File[]) {
    const accepted: DraftImage[] = [];
    let refused: string | undefined;
    for (const file of files) {
      if (!(await isAcceptedPicture(file))) {
        refused = notAPictureMessage(file);
        toastError(refused);
      } else if (file.size > PRODUCT_IMAGE_MAX_BYTES) {
        refused = `"${file.name}" is larger than 5 MB.`;
        toastError(refused);
      } else {
        accepted.push({
          kind: 'new',
          key: nextKey('image'),
          file,
          previewUrl: URL.createObjectURL(file),
        });
      }
    }
    setPickProblem(refused);
    if (accepted.length > 0) {
      setDraft((current) => ({ ...current, images: [...current.images, ...accepted] }));
    }
  }

  function removeImage(image: DraftImage) {
    if (image.kind === 'new') URL.revokeObjectURL(image.previewUrl);
    setDraft((current) => ({
      ...current,
      images: current.images.filter((candidate) => candidate.key !== image.key),
      deletedImageIds:
        image.kind === 'saved' ? [...current.deletedImageIds, image.id] : current.deletedImageIds,
    }));
  }

  function submit() {
    setShowProblems(true);
    // A save attempt shows what the rules say now, not a refused file from before.
    setPickProblem(undefined);
    const [first] = validateDraft(draft);
    if (first) {
      toastError(first.message);
      setTab(first.tab);
      return;
    }
    setProgress(0);
    setSaveError(undefined);
    onSavingChange(true);
    save.mutate(
      { form: draftToFormData(draft), onProgress: setProgress },
      {
        onSuccess: () => {
          toast.success(editing ? 'Product updated!' : 'Product added!', {
            duration: adminToastDuration,
          });
          onDone();
        },
        onError: (error) => {
          const message = errorMessage(error, 'Failed to save product.');
          setSaveError(message);
          toastError(message);
          // A SKU another product has: shown under that variant's SKU too.
          const sku = error instanceof ApiError && error.status === 409 && skuNamedIn(message);
          setTakenSku(sku ? { sku, message } : undefined);
          if (sku) setTab('variants');
        },
        onSettled: () => onSavingChange(false),
      },
    );
  }

  const tabLabel = (name: EditorTab, text: string) => (
    <>
      {text}
      {tabHasProblem(name) && (
        <>
          <span aria-hidden="true" className="size-2 rounded-full bg-danger-600" />
          <span className="sr-only">(needs attention)</span>
        </>
      )}
    </>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="flex min-h-full flex-col"
    >
      <Tabs value={tab} onValueChange={(value) => setTab(value as EditorTab)} className="flex-1">
        <TabList label="Product editor sections">
          <Tab value="basic">{tabLabel('basic', 'Basic Details')}</Tab>
          <Tab value="variants">{tabLabel('variants', 'Variants & Stock')}</Tab>
          <Tab value="images">{tabLabel('images', 'Images')}</Tab>
        </TabList>
        <TabPanel value="basic">
          <BasicDetailsTab
            name={draft.name}
            description={draft.description}
            status={draft.status}
            categoryChoice={draft.categoryChoice}
            hsnCode={draft.hsnCode}
            gstRatePercent={draft.gstRatePercent}
            suggestedRate={differentSuggestedRate(draft)}
            tree={tree}
            onChange={update}
            errors={{
              name: problemFor('name'),
              category: problemFor('category'),
              description: problemFor('description'),
              hsnCode: problemFor('hsnCode'),
              gstRatePercent: problemFor('gstRatePercent'),
            }}
          />
        </TabPanel>
        <TabPanel value="variants">
          <VariantsTab
            variants={draft.variants}
            onChange={updateVariant}
            onAdd={() =>
              update({ variants: [...draft.variants, newVariant(draft.variants.length)] })
            }
            onAddRows={(rows) =>
              setDraft((current) => ({
                ...current,
                variants: withGridRows(current.variants, rows),
              }))
            }
            onRemove={removeVariant}
            problems={variantProblems}
            takenSku={takenSku}
          />
        </TabPanel>
        <TabPanel value="images">
          <ImagesTab
            images={draft.images}
            onAddFiles={(files) => void addFiles(files)}
            onRemove={removeImage}
            onReorder={(images) => update({ images })}
            error={pickProblem ?? problemFor('images')}
            disabled={save.isPending}
          />
        </TabPanel>
      </Tabs>

      {saveError && (
        <p
          role="alert"
          className="mt-6 rounded-xl bg-danger-50 px-4 py-3 text-sm font-semibold text-danger-600"
        >
          {saveError}
        </p>
      )}
      <div className="sticky bottom-0 -mx-5 mt-8 flex flex-col gap-3 border-t border-ink-900/10 bg-cream-50/95 px-5 py-4 backdrop-blur sm:-mx-7 sm:flex-row sm:items-center sm:px-7">
        {save.isPending ? (
          <div className="flex flex-1 items-center gap-3">
            <div
              role="progressbar"
              aria-label="Uploading the product"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress * 100)}
              className="h-2.5 flex-1 overflow-hidden rounded-full bg-ink-100 sm:max-w-xs"
            >
              <div
                className="h-full rounded-full bg-coral-600 transition-[width]"
                style={{ width: `${Math.round(progress * 100)}%` }}
              />
            </div>
            <span className="text-sm font-bold text-ink-700 tabular-nums">
              {progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : 'Saving…'}
            </span>
          </div>
        ) : (
          <div className="flex-1">
            {previewSlug && (
              <a
                href={`/product/${previewSlug}`}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses({ variant: 'ghost', className: 'w-full sm:w-auto' })}
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                Preview
                <span className="sr-only">(opens the saved product in the shop, in a new tab)</span>
              </a>
            )}
          </div>
        )}
        <div className="flex gap-3">
          <Button
            variant="outline"
            onClick={onCancel}
            disabled={save.isPending}
            className="flex-1 sm:flex-none"
          >
            Cancel
          </Button>
          <Button
            type="submit"
            busy={save.isPending}
            busyLabel="Saving…"
            className="flex-1 sm:flex-none"
          >
            {editing ? 'Update Product' : 'Save Product'}
          </Button>
        </div>
      </div>
    </form>
  );
}
