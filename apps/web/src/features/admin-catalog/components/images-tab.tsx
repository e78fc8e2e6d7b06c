import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { PRODUCT_IMAGES_MAX, PRODUCT_IMAGES_MIN } from '@shop/contracts/catalog';
import clsx from 'clsx';
import { ArrowLeft, ArrowRight, GripVertical, ImagePlus, X } from 'lucide-react';
import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import type { NewImage, SavedImage } from '../product-draft.ts';

type ImagesTabProps = {
  savedImages: SavedImage[];
  newImages: NewImage[];
  onAddFiles: (files: File[]) => void;
  onRemoveSaved: (id: string) => void;
  onRemoveNew: (key: string) => void;
  onReorderNew: (images: NewImage[]) => void;
  error: string | undefined;
  disabled: boolean;
};

/**
 * Saved images first, in their saved order, then the new ones, which can be dragged or moved with
 * the arrow buttons. The server appends uploads after the images it keeps and has no field to
 * reorder saved ones, so only the new images move.
 */
export function ImagesTab({
  savedImages,
  newImages,
  onAddFiles,
  onRemoveSaved,
  onRemoveNew,
  onReorderNew,
  error,
  disabled,
}: ImagesTabProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [dragOver, setDragOver] = useState(false);
  const total = savedImages.length + newImages.length;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = newImages.findIndex((image) => image.key === active.id);
    const to = newImages.findIndex((image) => image.key === over.id);
    if (from >= 0 && to >= 0) onReorderNew(arrayMove(newImages, from, to));
  }

  const move = (index: number, by: -1 | 1) => onReorderNew(arrayMove(newImages, index, index + by));

  return (
    <div className="flex flex-col gap-5">
      <div>
        <label
          htmlFor={inputId}
          onDragOver={(event) => {
            event.preventDefault();
            setDragOver(true);
          }}
          onDragLeave={() => setDragOver(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragOver(false);
            if (!disabled) onAddFiles([...event.dataTransfer.files]);
          }}
          className={clsx(
            'flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors',
            'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
            dragOver
              ? 'border-coral-500 bg-coral-50'
              : 'border-ink-900/20 bg-white hover:border-coral-400',
            error && 'border-danger-600',
          )}
        >
          <ImagePlus aria-hidden="true" className="size-10 text-coral-600" />
          <span className="font-bold text-ink-900">Add images</span>
          <span id={hintId} className="text-sm text-ink-500">
            Drop photos here or choose them: JPEG, PNG, GIF or WebP up to 5 MB each.{' '}
            {PRODUCT_IMAGES_MIN} to {PRODUCT_IMAGES_MAX} images in all; the first is the cover.
          </span>
          <input
            id={inputId}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/gif,image/webp"
            disabled={disabled}
            aria-describedby={clsx(hintId, error && errorId)}
            aria-invalid={Boolean(error) || undefined}
            className="sr-only"
            onChange={(event) => {
              onAddFiles([...(event.target.files ?? [])]);
              // Lets the same file be chosen again after it was removed.
              event.target.value = '';
            }}
          />
        </label>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
          <p
            className={clsx(
              'font-bold',
              total < PRODUCT_IMAGES_MIN || total > PRODUCT_IMAGES_MAX
                ? 'text-danger-600'
                : 'text-sage-700',
            )}
          >
            {total} of {PRODUCT_IMAGES_MAX} images
          </p>
          {error && (
            <p id={errorId} className="font-semibold text-danger-600">
              {error}
            </p>
          )}
        </div>
      </div>

      {total > 0 && (
        // The drag context sits outside the list: it adds its own hidden live region and
        // instructions, which may not be children of a <ul>.
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd}>
          <ul
            aria-label="Product images"
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
          >
            {savedImages.map((image, index) => (
              <ImageTile
                key={image.id}
                src={image.thumbUrl}
                alt={`Saved image ${index + 1}`}
                badge={index === 0 ? 'Cover' : 'Saved'}
                onRemove={() => onRemoveSaved(image.id)}
                removeLabel={`Remove saved image ${index + 1}`}
                disabled={disabled}
              />
            ))}
            <SortableContext
              items={newImages.map((image) => image.key)}
              strategy={rectSortingStrategy}
            >
              {newImages.map((image, index) => (
                <SortableImageTile
                  key={image.key}
                  image={image}
                  position={index + 1}
                  isCover={savedImages.length === 0 && index === 0}
                  canMoveEarlier={index > 0}
                  canMoveLater={index < newImages.length - 1}
                  onMoveEarlier={() => move(index, -1)}
                  onMoveLater={() => move(index, 1)}
                  onRemove={() => onRemoveNew(image.key)}
                  disabled={disabled}
                />
              ))}
            </SortableContext>
          </ul>
        </DndContext>
      )}
    </div>
  );
}

const tileButton =
  'grid size-9 cursor-pointer place-items-center rounded-full bg-white/95 text-ink-900 shadow-soft transition-colors hover:bg-white disabled:cursor-not-allowed disabled:opacity-40';

type ImageTileProps = {
  /** The sortable tiles hand dnd-kit the <li> itself, its movement style and drag state. */
  ref?: (element: HTMLLIElement | null) => void;
  style?: CSSProperties;
  lifted?: boolean;
  src: string;
  alt: string;
  badge: string;
  onRemove: () => void;
  removeLabel: string;
  disabled: boolean;
  children?: ReactNode;
};

function ImageTile({
  ref,
  style,
  lifted = false,
  src,
  alt,
  badge,
  onRemove,
  removeLabel,
  disabled,
  children,
}: ImageTileProps) {
  return (
    <li
      ref={ref}
      style={style}
      className={clsx(
        'relative overflow-hidden rounded-xl bg-cream-200',
        lifted ? 'z-10 opacity-90 shadow-lift' : 'shadow-soft',
      )}
    >
      <img
        src={src}
        alt={alt}
        width={400}
        height={400}
        className="aspect-square w-full object-cover"
      />
      <span className="absolute top-2 left-2 rounded-full bg-ink-900/80 px-2 py-0.5 text-xs font-bold text-white">
        {badge}
      </span>
      <button
        type="button"
        className={clsx(tileButton, 'absolute top-2 right-2 text-danger-600')}
        aria-label={removeLabel}
        title="Remove"
        onClick={onRemove}
        disabled={disabled}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
      {children}
    </li>
  );
}

type SortableImageTileProps = {
  image: NewImage;
  position: number;
  isCover: boolean;
  canMoveEarlier: boolean;
  canMoveLater: boolean;
  onMoveEarlier: () => void;
  onMoveLater: () => void;
  onRemove: () => void;
  disabled: boolean;
};

function SortableImageTile({ image, position, isCover, ...props }: SortableImageTileProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: image.key, disabled: props.disabled });
  const name = `new image ${position} (${image.file.name})`;
  return (
    <ImageTile
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      lifted={isDragging}
      src={image.previewUrl}
      alt={`New image ${position}: ${image.file.name}`}
      badge={isCover ? 'Cover' : 'New'}
      onRemove={props.onRemove}
      removeLabel={`Remove ${name}`}
      disabled={props.disabled}
    >
      <div className="absolute inset-x-2 bottom-2 flex items-center justify-between gap-1">
        <button
          type="button"
          className={tileButton}
          aria-label={`Move ${name} earlier`}
          title="Move earlier"
          onClick={props.onMoveEarlier}
          disabled={props.disabled || !props.canMoveEarlier}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={clsx(tileButton, 'cursor-grab touch-none active:cursor-grabbing')}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${name} to reorder`}
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className={tileButton}
          aria-label={`Move ${name} later`}
          title="Move later"
          onClick={props.onMoveLater}
          disabled={props.disabled || !props.canMoveLater}
        >
          <ArrowRight aria-hidden="true" className="size-4" />
        </button>
      </div>
    </ImageTile>
  );
}
