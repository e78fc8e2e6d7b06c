import { describe, expect, it, vi } from 'vitest';
import { renderOnServer } from '../../../test/render-on-server.tsx';
import { aboutThemes } from '../about-themes.ts';
import { AboutStory } from './about-story.tsx';

describe('AboutStory', () => {
  it("marks only the opening theme's art as the first screen's", () => {
    const renderArt = vi.fn(() => null);
    renderOnServer(<AboutStory brandName="Little Sprouts" renderArt={renderArt} />);
    expect(renderArt.mock.calls).toEqual(
      aboutThemes.map((theme, position) => [theme, position === 0]),
    );
  });
});
