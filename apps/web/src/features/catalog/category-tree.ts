import type { Category } from '@shop/contracts/catalog';

/** The category with this id anywhere in the tree, and the top-level category it sits under. */
export function findCategory(
  tree: readonly Category[],
  id: string,
): { category: Category; topLevel: Category } | null {
  for (const topLevel of tree) {
    const stack = [topLevel];
    while (stack.length > 0) {
      const category = stack.pop()!;
      if (category.id === id) return { category, topLevel };
      stack.push(...category.subCategories);
    }
  }
  return null;
}

/** A top-level category by its name, ignoring case and spacing (the home slides name theirs). */
export function topLevelCategoryNamed(
  tree: readonly Category[] | undefined,
  name: string,
): Category | null {
  const wanted = name.trim().toLowerCase();
  return tree?.find((category) => category.name.trim().toLowerCase() === wanted) ?? null;
}

/** The categories that contain (below them, at any depth) one of `ids`: to open in a tree. */
export function ancestorsOf(tree: readonly Category[], ids: readonly string[]): Set<string> {
  const open = new Set<string>();
  const visit = (category: Category): boolean => {
    let containsChosen = false;
    for (const child of category.subCategories) {
      if (visit(child) || ids.includes(child.id)) containsChosen = true;
    }
    if (containsChosen) open.add(category.id);
    return containsChosen;
  };
  tree.forEach(visit);
  return open;
}
