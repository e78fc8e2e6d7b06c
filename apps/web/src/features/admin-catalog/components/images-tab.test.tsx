import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { savedDraftImage, type DraftImage } from '../draft-images.ts';
import { ImagesTab } from './images-tab.tsx';

const saved = (id: string) =>
  savedDraftImage({ id, url: `/media/${id}.webp`, thumbUrl: `/media/${id}-400.webp` });
const added: DraftImage = {
  kind: 'new',
  key: 'new-1',
  file: new File(['png'], 'side.png', { type: 'image/png' }),
  previewUrl: 'blob:side',
};

function Harness({ initial }: { initial: readonly DraftImage[] }) {
  const [images, setImages] = useState(initial);
  return (
    <ImagesTab
      images={images}
      onAddFiles={() => undefined}
      onRemove={(image) => setImages(images.filter((candidate) => candidate !== image))}
      onReorder={setImages}
      error={undefined}
      disabled={false}
    />
  );
}

const shownOrder = () =>
  screen.getAllByRole('img').map((image) => [image.getAttribute('alt'), image.getAttribute('src')]);

describe('ImagesTab', () => {
  it('moves saved and new images past each other with the arrow buttons, keeping the focus', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[saved('a'), saved('b'), added]} />);

    await user.click(screen.getByRole('button', { name: 'Move saved image 2 earlier' }));
    expect(shownOrder()).toEqual([
      ['Saved image 1', '/media/b-400.webp'],
      ['Saved image 2', '/media/a-400.webp'],
      ['New image 3: side.png', 'blob:side'],
    ]);
    const coverEarlier = screen.getByRole('button', { name: 'Move saved image 1 earlier' });
    expect(document.activeElement).toBe(coverEarlier);
    expect(coverEarlier.getAttribute('aria-disabled')).toBe('true');
    expect(
      screen.getByText('saved image 2 moved to position 1 of 3, the cover.').getAttribute('role'),
    ).toBe('status');

    // At the front, "earlier" does nothing and keeps the focus where it is.
    await user.click(coverEarlier);
    expect(shownOrder()[0]).toEqual(['Saved image 1', '/media/b-400.webp']);
    expect(document.activeElement).toBe(coverEarlier);

    // From the keyboard: the new image moves to the front, past both saved ones.
    screen.getByRole('button', { name: 'Move new image 3 (side.png) earlier' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(shownOrder().map(([alt]) => alt)).toEqual([
      'New image 1: side.png',
      'Saved image 2',
      'Saved image 3',
    ]);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Move new image 1 (side.png) earlier' }),
    );
  });

  it('moves an image later with the focus, and the last one nowhere', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[saved('a'), saved('b')]} />);
    await user.click(screen.getByRole('button', { name: 'Move saved image 1 later' }));
    expect(shownOrder().map(([, src]) => src)).toEqual(['/media/b-400.webp', '/media/a-400.webp']);
    const lastLater = screen.getByRole('button', { name: 'Move saved image 2 later' });
    expect(document.activeElement).toBe(lastLater);
    await user.click(lastLater);
    expect(shownOrder().map(([, src]) => src)).toEqual(['/media/b-400.webp', '/media/a-400.webp']);
  });
});
