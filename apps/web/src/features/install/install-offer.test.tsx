import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseInterest, storedInterest } from './install-interest.ts';
import { InstallOffer } from './install-offer.tsx';
import type { InstallPromptEvent } from './install-prompt.ts';
import { I18nWrapper } from '../../test/render-with-providers.tsx';

/** Chromium's beforeinstallprompt, with the shopper's answer to its dialog. */
function installPrompt(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as InstallPromptEvent;
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  return { event, prompt };
}

function offerBrowserInstall(event: InstallPromptEvent) {
  act(() => void window.dispatchEvent(event));
}

afterEach(() => {
  delete window.shopStart;
});

describe('InstallOffer', () => {
  it('shows only once the browser can install and the shopper has seen two products', () => {
    const { event } = installPrompt('accepted');
    const { rerender } = render(<InstallOffer pathname="/product/romper-a" />, {
      wrapper: I18nWrapper,
    });
    offerBrowserInstall(event);
    // The browser's own banner is held back, and one product is not interest enough yet.
    expect(event.defaultPrevented).toBe(true);
    expect(screen.queryByRole('region', { name: 'Install the shop' })).toBeNull();

    rerender(<InstallOffer pathname="/product/frock-b" />);
    expect(screen.getByRole('region', { name: 'Install the shop' })).toBeTruthy();
  });

  it('uses the offer that start-app.js held before the app loaded', () => {
    const { event } = installPrompt('accepted');
    window.shopStart = { held: [], ready: true, installPrompt: event };
    localStorage.setItem('installInterest', JSON.stringify({ visits: 2 }));
    render(<InstallOffer pathname="/" />, { wrapper: I18nWrapper });
    expect(screen.getByRole('button', { name: 'Install the shop' })).toBeTruthy();
  });

  it('stays away after "Not now", remembered on the device', async () => {
    const { event } = installPrompt('accepted');
    localStorage.setItem('installInterest', JSON.stringify({ visits: 3 }));
    render(<InstallOffer pathname="/" />, { wrapper: I18nWrapper });
    offerBrowserInstall(event);
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Install the shop' })).toBeNull();
    expect(parseInterest(storedInterest()).dismissedAt).toBeTypeOf('number');
  });

  it('opens the browser\'s dialog, and a refusal there counts as "Not now"', async () => {
    const { event, prompt } = installPrompt('dismissed');
    localStorage.setItem('installInterest', JSON.stringify({ visits: 2 }));
    render(<InstallOffer pathname="/shop" />, { wrapper: I18nWrapper });
    offerBrowserInstall(event);
    await userEvent.click(screen.getByRole('button', { name: 'Install the shop' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('region', { name: 'Install the shop' })).toBeNull();
    await vi.waitFor(() =>
      expect(parseInterest(storedInterest()).dismissedAt).toBeTypeOf('number'),
    );
  });

  it('is never offered in the admin area', () => {
    const { event } = installPrompt('accepted');
    localStorage.setItem('installInterest', JSON.stringify({ visits: 5 }));
    render(<InstallOffer pathname="/admin/dashboard" />, { wrapper: I18nWrapper });
    offerBrowserInstall(event);
    expect(screen.queryByRole('region', { name: 'Install the shop' })).toBeNull();
  });
});
