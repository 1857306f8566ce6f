import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { i18n } from '../../lib/i18n';
import { BackOfficeForm } from './back-office-form';
import { RichTextField, type RichTextHandle } from './rich-text-field';
import { keptByRichTextEditor } from './rich-text-markup';
import { renderKit } from './test-support';
import { useBackOfficeForm } from './use-back-office-form';

const schema = z.object({ html: z.string().trim().min(1) });

function Harness({ html, onSubmit }: { html: string; onSubmit: (v: { html: string }) => void }) {
  const form = useBackOfficeForm({ schema, defaultValues: { html } });
  const [handle, setHandle] = useState<RichTextHandle | null>(null);
  return (
    <BackOfficeForm form={form} onSubmit={onSubmit} aria-label="Šablona">
      <RichTextField name="html" label="Text" required handleRef={setHandle} />
      <button type="button" onClick={() => handle?.insertText('{{firstName}}')}>
        Vložit jméno
      </button>
      <button type="submit">Uložit</button>
    </BackOfficeForm>
  );
}

beforeEach(async () => {
  // ProseMirror scrolls the cursor into view by measuring ranges: jsdom lays nothing out.
  const box = { x: 0, y: 0, width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0, toJSON: () => ({}) };
  Range.prototype.getClientRects ??= () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => box as DOMRect;
  await i18n.changeLanguage('cs');
});
afterEach(() => cleanup());

describe('what the formatted editor keeps', () => {
  it('keeps paragraphs, headings, emphasis, lists and web links; not tables, images, styles or variable links', () => {
    expect(keptByRichTextEditor('')).toBe(true);
    expect(
      keptByRichTextEditor(
        '<h2>Program</h2><p><strong>Start</strong> <em>v 9:00</em>, <a href="https://example.cz">mapa</a></p><ol start="2"><li>a</li></ol>',
      ),
    ).toBe(true);
    expect(keptByRichTextEditor('<table><tr><td>x</td></tr></table>')).toBe(false);
    expect(keptByRichTextEditor('<p><img src="https://example.cz/a.png"></p>')).toBe(false);
    expect(keptByRichTextEditor('<p style="color:red">x</p>')).toBe(false);
    expect(keptByRichTextEditor('<p><a href="{{paymentLink}}">Zaplatit</a></p>')).toBe(false);
  });
});

describe('rich text field', () => {
  it('edits formatted with a labelled area and a one-stop toolbar, switches to HTML and back', async () => {
    const onSubmit = vi.fn();
    renderKit(<Harness html="<p>Trať vede parkem.</p>" onSubmit={onSubmit} />);
    const area = await screen.findByRole('textbox', { name: /^Text/ }, { timeout: 5000 });
    expect(area.getAttribute('contenteditable')).toBe('true');
    expect(area.textContent).toBe('Trať vede parkem.');
    const toolbar = screen.getByRole('toolbar', { name: 'Formátování textu' });
    const bold = screen.getByRole('button', { name: 'Tučně' });
    const italic = screen.getByRole('button', { name: 'Kurzíva' });
    expect([bold.tabIndex, italic.tabIndex]).toEqual([0, -1]);
    bold.focus();
    fireEvent.keyDown(toolbar, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(italic);
    expect([bold.tabIndex, italic.tabIndex]).toEqual([-1, 0]);

    // A variable goes in where the cursor is; the form value follows the editor.
    fireEvent.click(screen.getByRole('button', { name: 'Vložit jméno' }));
    await waitFor(() => expect(area.textContent).toContain('{{firstName}}'));
    fireEvent.click(screen.getByRole('button', { name: 'Upravit jako HTML' }));
    const source = (await screen.findByRole('textbox', { name: /^Text/ })) as HTMLTextAreaElement;
    expect(source.tagName).toBe('TEXTAREA');
    expect(source.value).toMatch(/^<p>.*\{\{firstName\}\}.*<\/p>$/);
    fireEvent.change(source, { target: { value: '<p>Nový <strong>text</strong></p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Formátovaný editor' }));
    expect((await screen.findByRole('textbox', { name: /^Text/ })).innerHTML).toContain(
      '<strong>text</strong>',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ html: '<p>Nový <strong>text</strong></p>' });
  });

  it('opens a text the formatted editor would damage as HTML, and says why', async () => {
    renderKit(<Harness html="<table><tr><td>Kč</td></tr></table>" onSubmit={vi.fn()} />);
    const source = (await screen.findByRole('textbox', { name: /^Text/ })) as HTMLTextAreaElement;
    expect(source.tagName).toBe('TEXTAREA');
    expect((screen.getByRole('button', { name: 'Formátovaný editor' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText(/neumí zachovat/)).toBeTruthy();
  });
});
