import { describe, expect, it } from 'vitest';
import {
  imageLabel,
  imageUpload,
  moveImage,
  savedDraftImage,
  type DraftImage,
} from './draft-images.ts';

const saved = (id: string) =>
  savedDraftImage({ id, url: `/media/${id}.webp`, thumbUrl: `/media/${id}-400.webp` });
const added = (name: string): DraftImage => ({
  kind: 'new',
  key: `key-${name}`,
  file: new File(['png'], name, { type: 'image/png' }),
  previewUrl: `blob:${name}`,
});
const keys = (images: readonly DraftImage[]) => images.map((image) => image.key);

describe('savedDraftImage', () => {
  it('previews a saved image by its thumbnail and keys it by its id', () => {
    expect(saved('i1')).toEqual({
      kind: 'saved',
      key: 'i1',
      id: 'i1',
      previewUrl: '/media/i1-400.webp',
    });
  });
});

describe('moveImage', () => {
  const images = [saved('a'), added('b.png'), saved('c')];

  it('moves saved and new images past each other, either way', () => {
    expect(keys(moveImage(images, 2, 0))).toEqual(['c', 'a', 'key-b.png']);
    expect(keys(moveImage(images, 0, 1))).toEqual(['key-b.png', 'a', 'c']);
    expect(keys(moveImage(images, 1, 2))).toEqual(['a', 'c', 'key-b.png']);
  });

  it('leaves the list alone for a move onto itself or past either end', () => {
    expect(moveImage(images, 1, 1)).toBe(images);
    expect(moveImage(images, 0, -1)).toBe(images);
    expect(moveImage(images, 2, 3)).toBe(images);
    expect(moveImage(images, -1, 0)).toBe(images);
  });

  it('never changes the list it was given', () => {
    moveImage(images, 0, 2);
    expect(keys(images)).toEqual(['a', 'key-b.png', 'c']);
  });
});

describe('imageUpload', () => {
  it('names saved images by id and new files by their place among the uploads', () => {
    const { files, imageOrder } = imageUpload([
      added('x.png'),
      saved('s1'),
      added('y.png'),
      added('z.png'),
      saved('s2'),
    ]);
    expect(files.map((file) => file.name)).toEqual(['x.png', 'y.png', 'z.png']);
    expect(imageOrder).toEqual(['new:0', 's1', 'new:1', 'new:2', 's2']);
  });

  it('follows a reorder: the moved image leads the order the server stores', () => {
    const arranged = moveImage([saved('s1'), saved('s2'), added('n.png')], 2, 0);
    expect(imageUpload(arranged)).toEqual({
      files: [expect.objectContaining({ name: 'n.png' })],
      imageOrder: ['new:0', 's1', 's2'],
    });
    expect(imageUpload(moveImage([saved('s1'), saved('s2')], 1, 0)).imageOrder).toEqual([
      's2',
      's1',
    ]);
  });

  it('sends nothing for no images', () => {
    expect(imageUpload([])).toEqual({ files: [], imageOrder: [] });
  });
});

describe('imageLabel', () => {
  it('names the position, and the file of a new image', () => {
    expect(imageLabel(saved('s1'), 2)).toBe('saved image 2');
    expect(imageLabel(added('front.png'), 1)).toBe('new image 1 (front.png)');
  });
});
