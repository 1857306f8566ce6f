import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import { jobsRoutes } from '@shared/api/areas/jobs';
import { numberingFormValues, type NumberingView } from '@shared/back-office/numbering-schemas';
import { api } from '../../../../lib/api-client';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { NumberingForm } from './numbering-form';
import { NumberingRun } from './numbering-run';

vi.mock('../../../../lib/api-client', () => ({ api: { call: vi.fn() } }));
const call = vi.mocked(api.call);

const SERIES = '11111111-1111-4111-8111-111111111111';
const RACE = '22222222-2222-4222-8222-222222222222';
const races = [{ guid: RACE, label: 'Jaro – 10 km', categories: [], waves: [] }];

beforeEach(() => i18n.changeLanguage('cs'));
afterEach(() => {
  cleanup();
  call.mockReset();
});

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('numbering form', () => {
  it('checks the range as typed and submits the rule', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderKit(
      <NumberingForm races={races} defaultValues={numberingFormValues(SERIES)} onSubmit={onSubmit} />,
    );
    fireEvent.change(screen.getByRole('combobox', { name: /^Závod/ }), { target: { value: RACE } });
    fireEvent.change(field(/^Čísla od/), { target: { value: '100' } });
    fireEvent.change(field(/^Čísla do/), { target: { value: '50' } });
    fireEvent.blur(field(/^Čísla do/));
    expect(await screen.findByText('Čísla do musí být větší nebo rovna číslům od.')).toBeTruthy();
    fireEvent.change(field(/^Čísla do/), { target: { value: '150' } });
    fireEvent.change(field(/^Vyhrazená čísla/), { target: { value: '113, 120-125' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uložit číslování' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      seriesGuid: SERIES,
      subEventGuid: RACE,
      numberingFrom: 100,
      numberingTo: 150,
      restrictedNumbers: '113, 120-125',
      categoryGuid: null,
    });
  });
});

const numbering: NumberingView = {
  seriesGuid: SERIES,
  overwriteManual: false,
  includeOpenRegistrations: false,
  restrictedNumbers: '',
  order: 'lastName',
  guid: '33333333-3333-4333-8333-333333333333',
  subEventGuid: RACE,
  subEventName: '10 km',
  categoryGuid: null,
  waveGuid: null,
  dateFrom: null,
  dateTo: null,
  numberingFrom: 1,
  numberingTo: 10,
  gender: null,
  exceptions: { categoryGuids: [], waveGuids: [] },
  assignedCount: 0,
  lastExecutedAt: null,
  dateCreated: '2026-01-01T00:00:00.000Z',
  dateUpdated: '2026-01-01T00:00:00.000Z',
};

describe('numbering run', () => {
  it('shows the preview, then executes as a job with progress and its result', async () => {
    call.mockImplementation(async (route) => {
      if (route === adminSeriesRoutes.previewNumbering)
        return {
          assignments: [
            {
              itemGuid: 'i1',
              orderGuid: 'o1',
              firstName: 'Jana',
              lastName: 'Adamová',
              categoryName: 'Ženy',
              waveName: null,
              previousNumber: null,
              startNumber: 1,
            },
          ],
          toAssign: 1,
          withoutNumber: 2,
          keepNumber: 0,
          numbersLeft: 0,
        };
      if (route === adminSeriesRoutes.executeNumbering) return { jobId: 'job-1' };
      if (route === jobsRoutes.job)
        return {
          id: 'job-1',
          kind: 'startNumbering',
          state: 'finished',
          done: 1,
          total: 1,
          result: { assigned: 1, cleared: 0, withoutNumber: 2, conflicts: 0 },
          error: null,
          createdAt: '2026-01-01T00:00:00.000Z',
          createdBy: 'u',
          createdByName: 'Admin',
          finishedAt: '2026-01-01T00:00:01.000Z',
        };
      throw new Error(`unexpected call ${String(route.id)}`);
    });
    renderKit(<NumberingRun numbering={numbering} />);
    const execute = screen.getByRole('button', { name: 'Přidělit čísla' }) as HTMLButtonElement;
    expect(execute.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Náhled' }));
    const table = await screen.findByRole('table', { name: 'Náhled přidělení' });
    expect(within(table).getByText('Adamová Jana')).toBeTruthy();
    expect(screen.getByText(/bez čísla zůstane 2/)).toBeTruthy();
    await waitFor(() => expect(execute.disabled).toBe(false));
    fireEvent.click(execute);
    expect(await screen.findByText('Přiděleno: 1, odebráno: 0, bez čísla: 2.')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Přidělování startovních čísel' })).toBeTruthy();
  });
});
