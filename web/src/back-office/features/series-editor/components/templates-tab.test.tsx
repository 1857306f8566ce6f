import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { TemplateForm } from './templates-tab';

vi.mock('../../../../lib/api-client', () => ({ api: { call: vi.fn() } }));

const EVENT = '11111111-1111-4111-8111-111111111111';
const RACE = '22222222-2222-4222-8222-222222222222';
const TARGETS = {
  eventPage: [[EVENT, 'Jarní běh']] as Array<[string, string]>,
  subevent: [[RACE, '10 km']] as Array<[string, string]>,
  category: [],
  wave: [],
};

beforeEach(() => i18n.changeLanguage('cs'));
afterEach(() => cleanup());

describe('template form', () => {
  it('offers the targets of the chosen type and submits the text with its target', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderKit(
      <TemplateForm
        targets={TARGETS}
        defaultValues={{ type: 'eventPage', targetGuid: EVENT, html: '' }}
        submitLabel="Přidat šablonu"
        onSubmit={onSubmit}
      />,
    );
    fireEvent.change(screen.getByRole('combobox', { name: /^Typ/ }), { target: { value: 'subevent' } });
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: /^Popisuje/ }) as HTMLSelectElement).value).toBe(RACE),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Přidat šablonu' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Text šablony/ }).getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
    expect(onSubmit).not.toHaveBeenCalled();
    // The formatted editor can be switched to the HTML source (jsdom cannot type into the former).
    fireEvent.click(screen.getByRole('button', { name: 'Upravit jako HTML' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /^Text šablony/ }), {
      target: { value: '<p>Trať</p>' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Přidat šablonu' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ type: 'subevent', targetGuid: RACE, html: '<p>Trať</p>' });
  });

  it('says so when the event has nothing of the chosen type', async () => {
    renderKit(
      <TemplateForm
        targets={TARGETS}
        defaultValues={{ type: 'wave', targetGuid: EVENT, html: '' }}
        submitLabel="Přidat šablonu"
        onSubmit={vi.fn()}
      />,
    );
    expect(await screen.findByText(/nemá nic, co by šablona/)).toBeTruthy();
  });
});
