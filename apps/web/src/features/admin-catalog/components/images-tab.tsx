import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  PRODUCT_IMAGE_TYPES,
  PRODUCT_IMAGES_MAX,
  PRODUCT_IMAGES_MIN,
} from '@shop/contracts/catalog';
import clsx from 'clsx';
import { ArrowLeft, ArrowRight, GripVertical, ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { imageLabel, moveImage, type DraftImage } from '../draft-images.ts';

type ImagesTabProps = {
  images: readonly DraftImage[];
  onAddFiles: (files: File[]) => void;
  onRemove: (image: DraftImage) => void;
  onReorder: (images: readonly DraftImage[]) => void;
  error: string | undefined;
  disabled: boolean;
};

type Direction = 'earlier' | 'later';

/**
 * Saved and new images in one list, in the order the shop shows them (the first is the cover).
 * Each moves by dragging, by the keyboard on its drag handle (Space, arrows, Space), or by its
 * arrow buttons.
 */
export function ImagesTab({
  images,
  onAddFiles,
  onRemove,
  onReorder,
  error,
  disabled,
}: ImagesTabProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [dragOver, setDragOver] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  // The arrow button to focus again once its tile has moved: React may re-insert the tile's
  // element, which drops the focus.
  const refocus = useRef<{ key: string; direction: Direction } | null>(null);
  const total = images.length;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  useEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-move]') ?? [];
    [...buttons]
      .find(
        (button) => button.dataset.image === target.key && button.dataset.move === target.direction,
      )
      ?.focus();
  }, [images]);

  const indexOf = (key: UniqueIdentifier) => images.findIndex((image) => image.key === key);
  const labelOf = (key: UniqueIdentifier) => {
    const index = indexOf(key);
    const image = images[index];
    return image ? imageLabel(image, index + 1) : 'the image';
  };
  const placeText = (position: number) =>
    `position ${position} of ${total}${position === 1 ? ', the cover' : ''}`;

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${labelOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${labelOf(active.id)} is over ${placeText(indexOf(over.id) + 1)}.`
        : `${labelOf(active.id)} is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${labelOf(active.id)} moved to ${placeText(indexOf(over.id) + 1)}.`
        : `${labelOf(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }) => `Moving ${labelOf(active.id)} was cancelled.`,
  };

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onReorder(moveImage(images, indexOf(active.id), indexOf(over.id)));
  }

  function move(index: number, direction: Direction) {
    const target = direction === 'earlier' ? index - 1 : index + 1;
    const image = images[index];
    if (!image || target < 0 || target >= total) return;
    onReorder(moveImage(images, index, target));
    setAnnouncement(`${imageLabel(image, index + 1)} moved to ${placeText(target + 1)}.`);
    refocus.current = { key: image.key, direction };
  }

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
            accept={PRODUCT_IMAGE_TYPES.join(',')}
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

      {total > 1 && (
        <p className="-mt-2 text-sm text-ink-500">
          Drag a photo, or use its arrows, to change the order the shop shows them in.
        </p>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>

      {total > 0 && (
        // The drag context sits outside the list: it adds its own hidden live region and
        // instructions, which may not be children of a <ul>.
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={handleDragEnd}
          accessibility={{ announcements }}
        >
          <ul
            ref={listRef}
            aria-label="Product images, in the order the shop shows them"
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
          >
            <SortableContext
              items={images.map((image) => image.key)}
              strategy={rectSortingStrategy}
            >
              {images.map((image, index) => (
                <SortableImageTile
                  key={image.key}
                  image={image}
                  position={index + 1}
                  isLast={index === total - 1}
                  onMove={(direction) => move(index, direction)}
                  onRemove={() => onRemove(image)}
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
  'grid size-9 cursor-pointer place-items-center rounded-full bg-white/95 text-ink-900 shadow-soft transition-colors hover:bg-white disabled:cursor-not-allowed disabled:opacity-40 aria-disabled:cursor-not-allowed aria-disabled:opacity-40';

type SortableImageTileProps = {
  image: DraftImage;
  position: number;
  isLast: boolean;
  onMove: (direction: Direction) => void;
  onRemove: () => void;
  disabled: boolean;
};

function SortableImageTile({
  image,
  position,
  isLast,
  onMove,
  onRemove,
  disabled,
}: SortableImageTileProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: image.key, disabled });
  const name = imageLabel(image, position);
  const isCover = position === 1;

  function moveButton(direction: Direction) {
    // At either end the button stays focusable but does nothing: disabling the button that has
    // the focus would throw the focus out of the list.
    const atEnd = direction === 'earlier' ? isCover : isLast;
    const Icon = direction === 'earlier' ? ArrowLeft : ArrowRight;
    return (
      <button
        type="button"
        className={tileButton}
        data-image={image.key}
        data-move={direction}
        aria-label={`Move ${name} ${direction}`}
        title={direction === 'earlier' ? 'Move earlier' : 'Move later'}
        aria-disabled={atEnd || undefined}
        disabled={disabled}
        onClick={() => {
          if (!atEnd) onMove(direction);
        }}
      >
        <Icon aria-hidden="true" className="size-4" />
      </button>
    );
  }

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={clsx(
        'relative overflow-hidden rounded-xl bg-cream-200',
        isCover && 'ring-3 ring-coral-500 ring-offset-2 ring-offset-cream-50',
        isDragging ? 'z-10 opacity-90 shadow-lift' : 'shadow-soft',
      )}
    >
      <img
        src={image.previewUrl}
        alt={
          image.kind === 'saved'
            ? `Saved image ${position}`
            : `New image ${position}: ${image.file.name}`
        }
        width={400}
        height={400}
        className="aspect-square w-full object-cover"
      />
      {/* The position is in the image's name for screen readers already. */}
      <div aria-hidden="true" className="absolute top-2 left-2 flex items-center gap-1">
        <span className="grid size-7 place-items-center rounded-full bg-ink-900/85 text-sm font-extrabold text-white tabular-nums">
          {position}
        </span>
        {isCover && (
          <span className="rounded-full bg-coral-700 px-2 py-0.5 text-xs font-bold text-white">
            Cover
          </span>
        )}
        {image.kind === 'new' && (
          <span className="rounded-full bg-sage-700 px-2 py-0.5 text-xs font-bold text-white">
            New
          </span>
        )}
      </div>
      <button
        type="button"
        className={clsx(tileButton, 'absolute top-2 right-2 text-danger-600')}
        aria-label={`Remove ${name}`}
        title="Remove"
        onClick={onRemove}
        disabled={disabled}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
      <div className="absolute inset-x-2 bottom-2 flex items-center justify-between gap-1">
        {moveButton('earlier')}
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
        {moveButton('later')}
      </div>
    </li>
  );
}
