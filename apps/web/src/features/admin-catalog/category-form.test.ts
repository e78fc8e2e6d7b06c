import { createCategoryBodySchema, updateCategoryBodySchema } from '@shop/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { categoryFormSchema } from './category-form.ts';

const messages = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues.map((issue) => issue.message);

describe('categoryFormSchema', () => {
  it('refuses what the server refuses, with the same messages', () => {
    const long = { name: ' ', description: 'd'.repeat(1001) };
    const expected = [
      'Please fill the category name.',
      'Keep the description under 1000 characters.',
    ];
    expect(messages(categoryFormSchema.safeParse({ ...long, parentId: '' }))).toEqual(expected);
    expect(messages(createCategoryBodySchema.safeParse(long))).toEqual(expected);
    expect(messages(updateCategoryBodySchema.safeParse(long))).toEqual(expected);
  });
});
