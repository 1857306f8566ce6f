import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobsRoutes } from '@shared/api/areas/jobs';
import { api } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { finishedJob } from './job-test-support';
import { FileJobWithPreview, JobReportTable, type FileJobMode } from './file-job-with-preview';
import { renderKit } from './test-support';

vi.mock('../../lib/api-client', () => ({ api: { call: vi.fn() } }));
vi.mock('./upload-with-progress', async (original) => ({
  ...(await original<typeof import('./upload-with-progress')>()),
  uploadWithProgress: vi.fn().mockResolvedValue({ status: 200, body: '' }),
}));
const call = vi.mocked(api.call);

const SERIES = '11111111-1111-4111-8111-111111111111';
const FILE_KEY = 'uploads/ranking/33333333-3333-4333-8333-333333333333/soubor.csv';

interface Result {
  mode: FileJobMode;
  lines: { line: number; name: string }[];
  readable: boolean;
}
const parse = (v: unknown) =>
  typeof v === 'object' && v !== null && 'mode' in v ? (v as Result) : undefined;
const result = (mode: FileJobMode, readable = true): Result => ({
  mode,
  readable,
  lines: [{ line: 2, name: 'Adamová Jana' }],
});

/** The job endpoint answers each job finished with the result its id names. */
function answerJobs(results: Record<string, Result>) {
  call.mockImplementation(async (route, input) => {
    if (route === jobsRoutes.seriesUpload)
      return { uploadUrl: 'https://s3/put', method: 'PUT', headers: {}, fileKey: FILE_KEY };
    if (route === jobsRoutes.job) {
      const id = (input as { params: { id: string } }).params.id;
      return finishedJob(id, 'rankingImport', results[id]);
    }
    throw new Error(`unexpected call ${String(route.id)}`);
  });
}

function renderJob(
  start: (key: string, mode: FileJobMode) => Promise<{ jobId: string }>,
  onApplied = vi.fn(),
) {
  renderKit(
    <FileJobWithPreview<Result>
      target={{ seriesId: SERIES, purpose: 'ranking' }}
      start={start}
      parse={parse}
      report={(r) => (
        <JobReportTable
          caption={`report ${r.mode}`}
          headers={['line', 'name']}
          rows={r.lines}
          rowKey={(l) => l.line}
          cells={(l) => [l.line, l.name]}
        />
      )}
      canApply={(r) => r.readable}
      onApplied={onApplied}
      fileLabel="File"
      previewProgress="Previewing"
      applyProgress="Applying"
      applyLabel="Apply the file"
      applyConfirm={{ title: 'Apply?', body: 'It changes the race.', confirmLabel: 'Apply the file' }}
    />,
  );
  return onApplied;
}

async function chooseFile() {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File(['a;b'], 'soubor.csv', { type: 'text/csv' })] } });
  });
}

beforeEach(() => i18n.changeLanguage('cs'));
afterEach(() => {
  cleanup();
  call.mockReset();
});

describe('a file job with preview', () => {
  it('previews the uploaded file, applies it only after confirmation and reports both', async () => {
    answerJobs({ 'job-p': result('preview'), 'job-a': result('apply') });
    const start = vi.fn(async (_key: string, mode: FileJobMode) => ({
      jobId: mode === 'preview' ? 'job-p' : 'job-a',
    }));
    const onApplied = renderJob(start);
    await chooseFile();

    const preview = await screen.findByRole('table', { name: 'report preview' });
    expect(within(preview).getByText('Adamová Jana')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Previewing' })).toBeTruthy();
    expect(start.mock.calls).toEqual([[FILE_KEY, 'preview']]);

    // Cancelled: nothing is applied and the button stays.
    fireEvent.click(screen.getByRole('button', { name: 'Apply the file' }));
    let dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zrušit' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(start).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Apply the file' }));
    dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('It changes the race.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply the file' }));
    expect(await screen.findByRole('table', { name: 'report apply' })).toBeTruthy();
    expect(start.mock.calls[1]).toEqual([FILE_KEY, 'apply']);
    expect(screen.getByRole('progressbar', { name: 'Applying' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply the file' })).toBeNull();
    await waitFor(() => expect(onApplied).toHaveBeenCalledTimes(1));
  });

  it('offers no apply for a preview the screen says cannot be applied', async () => {
    answerJobs({ 'job-p': result('preview', false) });
    renderJob(async () => ({ jobId: 'job-p' }));
    await chooseFile();
    expect(await screen.findByRole('table', { name: 'report preview' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply the file' })).toBeNull();
  });
});
