import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { JobProgress } from './job-progress';
import { renderKit } from './test-support';

const bar = () => screen.getByRole('progressbar', { name: 'Import výpisu' });
const live = () => screen.getByRole('status');

beforeEach(() => i18n.changeLanguage('cs'));
afterEach(() => cleanup());

describe('JobProgress', () => {
  it('shows a queued job as waiting, without a value', () => {
    renderKit(<JobProgress label="Import výpisu" job={{ status: 'queued' }} />);
    expect(bar().hasAttribute('aria-valuenow')).toBe(false);
    expect(bar().getAttribute('aria-valuetext')).toBe('Čeká ve frontě…');
    expect(live().textContent).toBe('');
  });

  it('shows done of total and the percent while running, silently', () => {
    const { rerender } = renderKit(
      <JobProgress label="Import výpisu" job={{ status: 'running', done: 1250, total: 5000 }} />,
    );
    expect(bar().getAttribute('aria-valuenow')).toBe('1250');
    expect(bar().getAttribute('aria-valuemax')).toBe('5000');
    // Czech groups thousands with a no-break space.
    expect(bar().getAttribute('aria-valuetext')?.replace(/\s/g, ' ')).toBe('1 250 z 5 000 (25 %)');
    expect(live().textContent).toBe('');
    rerender(<JobProgress label="Import výpisu" job={{ status: 'running', done: 7, total: null }} />);
    expect(bar().hasAttribute('aria-valuenow')).toBe(false);
    expect(bar().getAttribute('aria-valuetext')).toBe('Zpracováno 7');
  });

  it('announces the end: finished with its message, or failed with the reason', () => {
    const { rerender } = renderKit(
      <JobProgress label="Import výpisu" job={{ status: 'running', done: 4, total: 5 }} />,
    );
    rerender(
      <JobProgress label="Import výpisu" job={{ status: 'finished', message: 'Zpracováno 5 řádků.' }} />,
    );
    expect(live().textContent).toBe('Import výpisu: dokončeno. Zpracováno 5 řádků.');
    expect(bar().getAttribute('aria-valuenow')).toBe('1');
    expect(bar().getAttribute('aria-valuemax')).toBe('1');

    rerender(
      <JobProgress label="Import výpisu" job={{ status: 'failed', message: 'Chybí sloupec částka.' }} />,
    );
    expect(live().textContent).toBe('Import výpisu: nezdařilo se. Chybí sloupec částka.');
    expect(
      screen.getByText('Chybí sloupec částka.', { selector: '.chakra-alert__description' }),
    ).toBeTruthy();
  });
});
