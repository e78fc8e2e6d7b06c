import { zodResolver } from '@hookform/resolvers/zod';
import type { Category } from '@shop/contracts/catalog';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormField, fieldDescriptionIds } from '../../../components/ui/form-field.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { adminToastDuration } from '../../../lib/admin-toast.ts';
import { bindFields } from '../../../lib/bind-fields.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSaveCategory } from '../api/categories.ts';
import {
  categoryFormDefaults,
  categoryFormSchema,
  type CategoryDialogTarget,
  type CategoryFormValues,
} from '../category-form.ts';
import { parentChoices } from '../category-tree.ts';

type CategoryFormDialogProps = {
  target: CategoryDialogTarget | null;
  tree: readonly Category[];
  onClose: () => void;
};

/** Create or edit one category: name, description and where it sits in the tree. */
export function CategoryFormDialog({ target, tree, onClose }: CategoryFormDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target && (
        <DialogContent
          title={'editing' in target ? 'Edit category' : 'Create category'}
          description={
            'editing' in target
              ? `Rename "${target.editing.name}", describe it or move it under another parent.`
              : 'Add a category to the shop, at the top level or under another one.'
          }
        >
          <CategoryForm target={target} tree={tree} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function CategoryForm({
  target,
  tree,
  onDone,
}: {
  target: CategoryDialogTarget;
  tree: readonly Category[];
  onDone: () => void;
}) {
  const editing = 'editing' in target ? target.editing : undefined;
  const save = useSaveCategory();
  const parentId = useId();
  const form = useForm<CategoryFormValues>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: categoryFormDefaults(target),
  });
  const { register, handleSubmit } = form;
  const field = bindFields(form);

  const onSubmit = handleSubmit((values) => {
    const body = {
      name: values.name.trim(),
      nameHi: values.nameHi,
      description: values.description.trim(),
      parentId: values.parentId === '' ? null : values.parentId,
    };
    save.mutate(editing ? { id: editing.id, body } : { body }, {
      onSuccess: () => {
        toast.success(editing ? 'Category updated successfully!' : 'Category saved successfully!', {
          duration: adminToastDuration,
        });
        onDone();
      },
      // A move under its own subcategory is refused with 409 and the server says why.
      onError: (error) =>
        toast.error(errorMessage(error, 'Failed to save category.'), {
          duration: adminToastDuration,
        }),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <TextField label="Name" autoComplete="off" autoFocus {...field('name')} />
      <TextField
        label="Name in Hindi"
        optional
        lang="hi"
        autoComplete="off"
        hint="Shown on the Hindi pages of the shop; when empty, they show the English name."
        {...field('nameHi')}
      />
      <TextareaField label="Description" optional rows={3} {...field('description')} />
      <FormField
        id={parentId}
        label="Parent category"
        hint="Choose where it sits in the tree; a category cannot move under its own subcategories."
      >
        <NativeSelect
          id={parentId}
          aria-describedby={fieldDescriptionIds(parentId, { hint: true })}
          {...register('parentId')}
        >
          <option value="">None (top level)</option>
          {parentChoices(tree, editing).map(({ category, depth }) => (
            <option key={category.id} value={category.id}>
              {`${'\u2003'.repeat(depth)}${depth > 0 ? '↳ ' : ''}${category.name}`}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" busy={save.isPending} busyLabel="Saving…">
          {editing ? 'Update Category' : 'Save Category'}
        </Button>
      </div>
    </form>
  );
}
