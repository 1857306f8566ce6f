import { Box, Button, HStack, IconButton, Input, Text, useFieldContext } from '@chakra-ui/react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BACK_OFFICE_NS } from './back-office-namespace';
import { EDITABLE_LINK } from './rich-text-markup';

/** What a form can do with the editor besides typing: put a text (a variable) where the cursor is. */
export interface RichTextHandle {
  insertText(text: string): void;
}

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The form path: marks the editable area (`data-rich-text`) so a form knows which one was last used. */
  name: string;
  lang?: string;
  minHeight?: string;
  handleRef?: (handle: RichTextHandle | null) => void;
}

/**
 * The formatted editor (TipTap on ProseMirror), loaded with the screen that uses it, never with a
 * public page: a toolbar (bold, italic, headings, lists, link) that is one tab stop moved through
 * with the arrow keys, the usual shortcuts (Ctrl+B, Ctrl+I…), and the editable area named by its
 * form label. An empty text is saved as "", not "<p></p>", so required fields still say so.
 */
export default function RichTextEditor({
  value,
  onChange,
  onBlur,
  name,
  lang,
  minHeight = '12rem',
  handleRef,
}: RichTextEditorProps) {
  const { t } = useTranslation(BACK_OFFICE_NS);
  const field = useFieldContext();
  const areaId = useId();
  const latest = useRef(value);
  // The editable area is named and described by its form field, and says when it is invalid.
  const attributes: Record<string, string> = {
    id: areaId,
    role: 'textbox',
    'aria-multiline': 'true',
    'data-rich-text': name,
    ...(field?.ids.label ? { 'aria-labelledby': field.ids.label } : {}),
    ...(field?.ariaDescribedby ? { 'aria-describedby': field.ariaDescribedby } : {}),
    ...(field?.invalid ? { 'aria-invalid': 'true' } : {}),
    ...(field?.required ? { 'aria-required': 'true' } : {}),
    ...(lang ? { lang } : {}),
  };
  const attributesKey = JSON.stringify(attributes);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, autolink: true, HTMLAttributes: { target: null, rel: null } },
      }),
    ],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      latest.current = html;
      onChange(html);
    },
    onBlur: () => onBlur?.(),
  });
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string> } });
  }, [editor, attributesKey]);
  // A value set from outside (a form reset, a variable inserted elsewhere) replaces the content.
  useEffect(() => {
    if (value === latest.current) return;
    latest.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [value, editor]);
  useEffect(() => {
    handleRef?.({ insertText: (text) => editor.chain().focus().insertContent(text).run() });
    return () => handleRef?.(null);
  }, [editor, handleRef]);
  return (
    <Box
      borderWidth="1px"
      borderRadius="l2"
      borderColor={field?.invalid ? 'border.error' : 'border'}
      _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '1px' }}
    >
      <Toolbar editor={editor} areaId={areaId} label={t('richText.toolbar')} />
      <Box
        px="3"
        py="2"
        minH={minHeight}
        css={{
          '& .ProseMirror': { minHeight, outline: 'none' },
          '& .ProseMirror > * + *': { marginTop: '2' },
          '& h2': { fontSize: 'lg', fontWeight: 'semibold' },
          '& h3, & h4': { fontSize: 'md', fontWeight: 'semibold' },
          '& ul, & ol': { paddingInlineStart: '5' },
          '& ul': { listStyleType: 'disc' },
          '& ol': { listStyleType: 'decimal' },
          '& a': { color: 'colorPalette.fg', textDecoration: 'underline' },
          '& blockquote': { borderInlineStartWidth: '3px', paddingInlineStart: '3' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}

type Mark = 'bold' | 'italic' | 'h2' | 'h3' | 'bulletList' | 'orderedList' | 'link';

function Toolbar({ editor, areaId, label }: { editor: Editor; areaId: string; label: string }) {
  const { t } = useTranslation(BACK_OFFICE_NS);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }): Record<Mark, boolean> => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [focused, setFocused] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const chain = () => editor.chain().focus();
  const items: Array<{ mark: Mark; text: string; label: string; run: () => void }> = [
    { mark: 'bold', text: 'B', label: t('richText.bold'), run: () => chain().toggleBold().run() },
    { mark: 'italic', text: 'I', label: t('richText.italic'), run: () => chain().toggleItalic().run() },
    {
      mark: 'h2',
      text: 'H2',
      label: t('richText.heading2'),
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      mark: 'h3',
      text: 'H3',
      label: t('richText.heading3'),
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      mark: 'bulletList',
      text: '•',
      label: t('richText.bulletList'),
      run: () => chain().toggleBulletList().run(),
    },
    {
      mark: 'orderedList',
      text: '1.',
      label: t('richText.orderedList'),
      run: () => chain().toggleOrderedList().run(),
    },
    { mark: 'link', text: '🔗', label: t('richText.link'), run: () => setLinkOpen((open) => !open) },
  ];
  // One tab stop; the arrow keys, Home and End move between the buttons (WAI-ARIA toolbar).
  const onKeyDown = (e: KeyboardEvent) => {
    const last = items.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? focused === last
          ? 0
          : focused + 1
        : e.key === 'ArrowLeft'
          ? focused === 0
            ? last
            : focused - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    setFocused(next);
    buttons.current[next]?.focus();
  };
  return (
    <Box borderBottomWidth="1px" px="2" py="1">
      <HStack
        role="toolbar"
        aria-label={label}
        aria-controls={areaId}
        gap="1"
        wrap="wrap"
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => (
          <IconButton
            key={item.mark}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            size="xs"
            variant={active[item.mark] ? 'solid' : 'ghost'}
            aria-label={item.label}
            title={item.label}
            aria-pressed={active[item.mark]}
            aria-expanded={item.mark === 'link' ? linkOpen : undefined}
            tabIndex={index === focused ? 0 : -1}
            onFocus={() => setFocused(index)}
            onClick={item.run}
            fontWeight={item.mark === 'bold' ? 'bold' : 'normal'}
            fontStyle={item.mark === 'italic' ? 'italic' : 'normal'}
          >
            <span aria-hidden="true">{item.text}</span>
          </IconButton>
        ))}
      </HStack>
      {linkOpen && <LinkForm editor={editor} onClose={() => setLinkOpen(false)} />}
    </Box>
  );
}

/** The link of the selected text: an http(s) or mailto address, or none. */
function LinkForm({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useTranslation(BACK_OFFICE_NS);
  const inputId = useId();
  const errorId = useId();
  const [href, setHref] = useState(() => String(editor.getAttributes('link').href ?? ''));
  const [problem, setProblem] = useState(false);
  const apply = () => {
    const url = href.trim();
    if (!EDITABLE_LINK.test(url)) {
      setProblem(true);
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };
  return (
    <HStack gap="2" wrap="wrap" py="2">
      <Text asChild fontSize="sm">
        <label htmlFor={inputId}>{t('richText.linkAddress')}</label>
      </Text>
      <Input
        id={inputId}
        size="sm"
        maxW="sm"
        type="url"
        value={href}
        placeholder="https://"
        aria-invalid={problem || undefined}
        aria-describedby={problem ? errorId : undefined}
        onChange={(e) => {
          setHref(e.target.value);
          setProblem(false);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          }
          if (e.key === 'Escape') onClose();
        }}
        autoFocus
      />
      <Button size="sm" onClick={apply}>
        {t('richText.linkApply')}
      </Button>
      <Button size="sm" variant="ghost" onClick={remove}>
        {t('richText.linkRemove')}
      </Button>
      {problem && (
        <Text id={errorId} color="fg.error" fontSize="sm" width="full">
          {t('richText.linkInvalid')}
        </Text>
      )}
    </HStack>
  );
}
