import { createCategoryBodySchema, type Category } from '@shop/contracts/catalog';
import { z } from 'zod';

/**
 * The category dialog's fields; parentId '' means a top-level category, nameHi '' (null once
 * parsed) that the category has no Hindi name.
 */
export const categoryFormSchema = z.object({
  name: createCategoryBodySchema.shape.name,
  nameHi: createCategoryBodySchema.shape.nameHi.unwrap(),
  description: createCategoryBodySchema.shape.description.unwrap(),
  parentId: z.string(),
});
export type CategoryFormValues = z.input<typeof categoryFormSchema>;

/** What the dialog opens with: a category to edit, or a new one (maybe under a parent). */
export type CategoryDialogTarget = { editing: Category } | { parentId: string | null };

export function categoryFormDefaults(target: CategoryDialogTarget): CategoryFormValues {
  if ('editing' in target) {
    const { name, nameHi, description, parentId } = target.editing;
    return { name, nameHi: nameHi ?? '', description, parentId: parentId ?? '' };
  }
  return { name: '', nameHi: '', description: '', parentId: target.parentId ?? '' };
}
