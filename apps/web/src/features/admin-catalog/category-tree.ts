import type { Category } from '@shop/contracts/catalog';

export type FlatCategory = { category: Category; depth: number };

/** The tree in reading order (each category, then its subcategories), with each one's depth. */
export function flattenCategoryTree(tree: readonly Category[], depth = 0): FlatCategory[] {
  return tree.flatMap((category) => [
    { category, depth },
    ...flattenCategoryTree(category.subCategories, depth + 1),
  ]);
}

/** The ids of a category and of everything below it. */
function subtreeIds(category: Category): Set<string> {
  return new Set(flattenCategoryTree([category]).map(({ category: node }) => node.id));
}

/**
 * Where a category may move: anywhere but under itself or one of its own subcategories (the
 * server would answer 409). A new category (no id) may go anywhere.
 */
export function parentChoices(tree: readonly Category[], editing?: Category): FlatCategory[] {
  const excluded = editing ? subtreeIds(editing) : new Set<string>();
  return flattenCategoryTree(tree).filter(({ category }) => !excluded.has(category.id));
}

/** The categories from a top-level one down to `id`, or [] when it is not in the tree. */
export function categoryPath(tree: readonly Category[], id: string): Category[] {
  for (const category of tree) {
    if (category.id === id) return [category];
    const below = categoryPath(category.subCategories, id);
    if (below.length > 0) return [category, ...below];
  }
  return [];
}

/**
 * The product editor picks a category level by level: a top-level one, then optionally one of
 * its subcategories, and so on. The deepest chosen level is the product's category (spec 5).
 */
export function deepestChosen(chosenIds: readonly string[]): string {
  return chosenIds.findLast((id) => id !== '') ?? '';
}

/**
 * Chooses `id` at `level` (or clears it with ''): deeper choices are dropped, since they belonged
 * to the previous choice at this level.
 */
export function chooseAtLevel(chosenIds: readonly string[], level: number, id: string): string[] {
  const kept = chosenIds.slice(0, level);
  return id === '' ? kept : [...kept, id];
}

/** The options at each level of the cascade: the top level, then the children of each choice. */
export function cascadeLevels(
  tree: readonly Category[],
  chosenIds: readonly string[],
): Category[][] {
  const levels: Category[][] = [[...tree]];
  for (const id of chosenIds) {
    const options = levels[levels.length - 1]!;
    const chosen = options.find((category) => category.id === id);
    if (!chosen || chosen.subCategories.length === 0) break;
    levels.push(chosen.subCategories);
  }
  return levels;
}
