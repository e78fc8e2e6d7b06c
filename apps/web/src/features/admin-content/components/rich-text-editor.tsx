import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import clsx from 'clsx';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  Link2Off,
  List,
  ListOrdered,
  Pilcrow,
  Redo2,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';

type RichTextEditorProps = {
  initialHtml: string;
  onChange: (html: string) => void;
  /** Names the editing area for screen readers, e.g. "Privacy Policy content". */
  label: string;
  /** The language written in it, when not the admin's English (the Hindi version's 'hi'). */
  lang?: string;
};

/**
 * A small rich-text editor (tiptap): headings, bold, italic, lists and links. It only produces
 * what its schema allows, and the server sanitizes the HTML again on save.
 */
export function RichTextEditor({ initialHtml, onChange, label, lang }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        // No `protocols`: mailto: and tel: links are allowed already, and registering them
        // makes every editor after the first typed link warn "linkifyjs: already initialized"
        // (linkify registers schemes only before its first use; the editor the page editor
        // closes resets it only after the next one has started).
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
    ],
    content: initialHtml,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(lang && { lang }),
        class:
          'rich-text min-h-72 max-h-[65dvh] overflow-y-auto px-4 py-4 focus:outline-none sm:px-5 [&_li>p]:my-1',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  return (
    <div className="overflow-hidden rounded-2xl border-2 border-ink-900/15 bg-white focus-within:border-coral-500">
      {editor && <Toolbar editor={editor} label={label} />}
      <EditorContent editor={editor} />
    </div>
  );
}

// Named after its editor: the page editor shows two (English and Hindi), and a screen reader
// moving between them must hear which one's formatting it is in.
function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const [linkOpen, setLinkOpen] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      paragraph: current.isActive('paragraph'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      href: (current.getAttributes('link').href as string | undefined) ?? '',
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  return (
    <div className="border-b-2 border-ink-900/10 bg-cream-50">
      <div
        role="toolbar"
        aria-label={`Formatting of ${label}`}
        className="flex flex-wrap items-center gap-0.5 p-1.5"
      >
        <ToolButton
          icon={Pilcrow}
          label="Paragraph"
          active={state.paragraph}
          onClick={() => chain().setParagraph().run()}
        />
        <ToolButton
          icon={Heading2}
          label="Heading"
          active={state.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        />
        <ToolButton
          icon={Heading3}
          label="Subheading"
          active={state.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        />
        <Divider />
        <ToolButton
          icon={Bold}
          label="Bold"
          active={state.bold}
          onClick={() => chain().toggleBold().run()}
        />
        <ToolButton
          icon={Italic}
          label="Italic"
          active={state.italic}
          onClick={() => chain().toggleItalic().run()}
        />
        <Divider />
        <ToolButton
          icon={List}
          label="Bulleted list"
          active={state.bulletList}
          onClick={() => chain().toggleBulletList().run()}
        />
        <ToolButton
          icon={ListOrdered}
          label="Numbered list"
          active={state.orderedList}
          onClick={() => chain().toggleOrderedList().run()}
        />
        <Divider />
        <ToolButton
          icon={Link2}
          label="Link"
          active={state.link || linkOpen}
          onClick={() => setLinkOpen((open) => !open)}
        />
        <ToolButton
          icon={Link2Off}
          label="Remove link"
          disabled={!state.link}
          onClick={() => chain().extendMarkRange('link').unsetLink().run()}
        />
        <Divider />
        <ToolButton
          icon={Undo2}
          label="Undo"
          disabled={!state.canUndo}
          onClick={() => chain().undo().run()}
        />
        <ToolButton
          icon={Redo2}
          label="Redo"
          disabled={!state.canRedo}
          onClick={() => chain().redo().run()}
        />
      </div>
      {linkOpen && (
        <LinkForm
          initialHref={state.href}
          onApply={(href) => {
            chain().extendMarkRange('link').setLink({ href }).run();
            setLinkOpen(false);
          }}
          onCancel={() => {
            setLinkOpen(false);
            editor.commands.focus();
          }}
        />
      )}
    </div>
  );
}

function Divider() {
  return <span aria-hidden="true" className="mx-1 h-6 w-px bg-ink-900/15" />;
}

type ToolButtonProps = {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  active?: boolean;
  disabled?: boolean;
};

function ToolButton({ icon: Icon, label, onClick, active, disabled }: ToolButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      // Keeps the text selection in the editor while the button is clicked.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={clsx(
        'grid size-10 cursor-pointer place-items-center rounded-lg transition-colors disabled:cursor-not-allowed disabled:opacity-40',
        active ? 'bg-coral-100 text-coral-800' : 'text-ink-700 hover:bg-ink-900/5',
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}

type LinkFormProps = {
  initialHref: string;
  onApply: (href: string) => void;
  onCancel: () => void;
};

function LinkForm({ initialHref, onApply, onCancel }: LinkFormProps) {
  const id = useId();
  const [href, setHref] = useState(initialHref);
  // Not a <form>: it sits inside the page's form, and forms cannot nest.
  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    const trimmed = href.trim();
    if (trimmed) onApply(trimmed);
  };
  return (
    <div className="flex flex-col gap-2 border-t border-ink-900/10 p-3 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-bold">
          Link address
        </label>
        <Input
          id={id}
          type="url"
          inputMode="url"
          autoFocus
          placeholder="https://… or mailto:…"
          value={href}
          className="h-10"
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply(event);
            if (event.key === 'Escape') {
              event.preventDefault();
              onCancel();
            }
          }}
        />
      </div>
      <div className="flex gap-2">
        <Button size="sm" onClick={() => apply()}>
          Apply link
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
