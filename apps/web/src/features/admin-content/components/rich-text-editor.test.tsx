import type { Editor } from '@tiptap/react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RichTextEditor', () => {
  it('opens another page after a link was typed, without linkify warnings', async () => {
    // linkify keeps the console.warn it finds when it loads: watch before the editor loads it.
    const warn = vi.spyOn(console, 'warn');
    const { RichTextEditor } = await import('./rich-text-editor.tsx');
    const html =
      '<p>Write to <a href="mailto:hello@littlesprouts.in">us</a> or call <a href="tel:+918041234567">us</a>.</p>';
    render(<RichTextEditor initialHtml={html} onChange={() => {}} label="Contact content" />);
    const first = await screen.findByRole('textbox', { name: 'Contact content' });
    // What a typed word does (jsdom cannot type into the editor): the autolink reads it, which
    // starts linkify. The page editor then opens another page while this editor is still
    // being taken down.
    const editor = (first as HTMLElement & { editor: Editor }).editor;
    editor.commands.insertContent(' see www.littlesprouts.in ');
    expect(first.querySelector('a[href="https://www.littlesprouts.in"]')).not.toBeNull();
    render(<RichTextEditor initialHtml={html} onChange={() => {}} label="Terms content" />);
    const second = await screen.findByRole('textbox', { name: 'Terms content' });

    expect(second.querySelector('a[href="mailto:hello@littlesprouts.in"]')).not.toBeNull();
    expect(second.querySelector('a[href="tel:+918041234567"]')).not.toBeNull();
    const linkifyWarnings = warn.mock.calls.filter(([message]) =>
      String(message).includes('linkifyjs'),
    );
    expect(linkifyWarnings).toEqual([]);
  });
});
