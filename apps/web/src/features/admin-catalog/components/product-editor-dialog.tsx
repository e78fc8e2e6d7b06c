import {
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_VARIANT_REQUIRED_MESSAGE,
  type Category,
  type Product,
} from '@shop/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { PageLoading } from '../../../components/ui/spinner.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { adminToastDuration } from '../../../lib/admin-toast.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { adminCategoriesQuery } from '../api/categories.ts';
import { useSaveProduct } from '../api/products.ts';
import {
  differentSuggestedRate,
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

const acceptedTypes = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

const toastError = (message: string) => toast.error(message, { duration: adminToastDuration });

/** The product editor: a full-screen dialog with the tabs of spec section 2. */
export function ProductEditorDialog({ target, onClose }: ProductEditorDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target && <ProductEditor product={target.product} onClose={onClose} />}
    </Dialog>
  );
}

function ProductEditor({
  product,
  onClose,
}: {
  product?: Product | undefined;
  onClose: () => void;
}) {
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
          onDone={onClose}
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
  onDone: () => void;
};

function ProductEditorForm({
  initial,
  previewSlug,
  tree,
  onSavingChange,
  onDone,
}: ProductEditorFormProps) {
  const [draft, setDraft] = useState(initial);
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

  function addFiles(files: File[]) {
    const accepted: DraftImage[] = [];
    for (const file of files) {
      if (!acceptedTypes.has(file.type)) {
        toastError(`"${file.name}" is not a JPEG, PNG, GIF or WebP image.`);
      } else if (file.size > PRODUCT_IMAGE_MAX_BYTES) {
        toastError(`"${file.name}" is larger than 5 MB.`);
      } else {
        accepted.push({
          kind: 'new',
          key: nextKey('image'),
          file,
          previewUrl: URL.createObjectURL(file),
        });
      }
    }
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
            onAddFiles={addFiles}
            onRemove={removeImage}
            onReorder={(images) => update({ images })}
            error={problemFor('images')}
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
            onClick={onDone}
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
