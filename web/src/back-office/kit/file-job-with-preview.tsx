import { Button, Stack, Table } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ERRORS_NS } from '../../lib/errors-namespace';
import { errorMessage, notify } from '../../lib/notify';
import { useConfirm, type ConfirmOptions } from './confirm-dialog';
import { FileUpload } from './file-upload';
import { JobProgress, type JobState } from './job-progress';
import { jobEnded, jobProgressState, jobQuery, uploadAndStartJob, type UploadTarget } from './jobs';

/** A file job runs twice: a preview that writes nothing, then (confirmed) the apply. */
export type FileJobMode = 'preview' | 'apply';

/** What an import of a file accepts unless the screen says otherwise: 10 MB of CSV, XLSX or text. */
export const FILE_JOB_MAX_BYTES = 10 * 1024 * 1024;
export const FILE_JOB_ACCEPT = ['.csv', '.xlsx', '.txt'];

/**
 * A job's progress as `JobProgress` shows it and, once finished, its result read with the kind's
 * schema (`parse` answers undefined for what does not fit). No job id: nothing is asked.
 */
export function useJobResult<T>(jobId: string | null, parse: (value: unknown) => T | undefined) {
  const { t: tErrors } = useTranslation(ERRORS_NS);
  const job = useQuery({ ...jobQuery(jobId ?? ''), enabled: jobId !== null });
  const state: JobState = job.isError
    ? { status: 'failed', message: errorMessage(job.error) }
    : jobProgressState(job.data, (code) => tErrors(code, { defaultValue: code }));
  const finished = job.data?.state === 'finished';
  const result = finished ? parse(job.data?.result) : undefined;
  // Ended also when failed: a failed job keeps what it wrote, so a screen re-reads its list on either.
  const ended = jobEnded(job.data);
  const running = jobId !== null && !ended && !job.isError;
  return { state, result, finished, ended, running };
}

export interface FileJobWithPreviewProps<T> {
  /** Where the file is uploaded (presigned, straight to S3). */
  target: UploadTarget;
  /** Starts the kind's job on the uploaded file in that mode; answers its id. */
  start: (fileKey: string, mode: FileJobMode) => Promise<{ jobId: string }>;
  /** Reads a finished job's result (the kind's schema). */
  parse: (value: unknown) => T | undefined;
  /** The report of a finished preview or apply. */
  report: (result: T) => ReactNode;
  /** Whether a previewed file may be applied (default: any finished preview may). */
  canApply?: (preview: T) => boolean;
  /** Called once the apply job has finished (refresh what it changed). */
  onApplied?: () => void;
  fileLabel: string;
  fileHelp?: string;
  accept?: string[];
  maxBytes?: number;
  /** No upload until the screen has what the job needs (a race chosen…). */
  disabled?: boolean;
  previewProgress: string;
  applyProgress: string;
  /** The apply button's label. */
  applyLabel: string;
  /** The question asked before applying. */
  applyConfirm: ConfirmOptions;
}

/**
 * Long work from a file (docs/jobs-and-imports.md): upload the file, which starts the
 * preview job; its progress and report; then, confirmed, the apply job on the same file with its
 * progress and report. A new file starts over. Give the component a `key` of what the jobs depend
 * on so that changing it starts over too.
 */
export function FileJobWithPreview<T>({
  target,
  start,
  parse,
  report,
  canApply,
  onApplied,
  fileLabel,
  fileHelp,
  accept = FILE_JOB_ACCEPT,
  maxBytes = FILE_JOB_MAX_BYTES,
  disabled,
  previewProgress,
  applyProgress,
  applyLabel,
  applyConfirm,
}: FileJobWithPreviewProps<T>) {
  const confirm = useConfirm();
  const [fileKey, setFileKey] = useState<string | null>(null);
  const [jobs, setJobs] = useState<Record<FileJobMode, string | null>>({ preview: null, apply: null });
  const [applying, setApplying] = useState(false);
  const preview = useJobResult(jobs.preview, parse);
  const applied = useJobResult(jobs.apply, parse);

  // The latest callback, so that a screen's inline function does not re-run the effect.
  const onAppliedRef = useRef(onApplied);
  useEffect(() => {
    onAppliedRef.current = onApplied;
  });
  useEffect(() => {
    if (applied.finished) onAppliedRef.current?.();
  }, [applied.finished]);

  const apply = async () => {
    if (!fileKey) return;
    if (!(await confirm(applyConfirm))) return;
    setApplying(true);
    try {
      const started = await start(fileKey, 'apply');
      setJobs((j) => ({ ...j, apply: started.jobId }));
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setApplying(false);
    }
  };

  const applicable =
    preview.finished &&
    (canApply ? preview.result !== undefined && canApply(preview.result) : true) &&
    fileKey !== null &&
    !jobs.apply;

  return (
    <>
      <FileUpload
        label={fileLabel}
        help={fileHelp}
        accept={accept}
        maxBytes={maxBytes}
        disabled={disabled}
        upload={async (file, options) => {
          setFileKey(null);
          setJobs({ preview: null, apply: null });
          let uploadedKey = '';
          const started = await uploadAndStartJob(
            file,
            target,
            (key) => {
              uploadedKey = key;
              return start(key, 'preview');
            },
            options,
          );
          setFileKey(uploadedKey);
          setJobs({ preview: started.jobId, apply: null });
          return { status: 200, body: started };
        }}
      />
      {jobs.preview && (
        <Stack gap="2">
          <JobProgress label={previewProgress} job={preview.state} />
          {preview.result !== undefined && report(preview.result)}
        </Stack>
      )}
      {applicable && (
        <Button alignSelf="start" size="sm" onClick={() => void apply()} loading={applying}>
          {applyLabel}
        </Button>
      )}
      {jobs.apply && (
        <Stack gap="2">
          <JobProgress label={applyProgress} job={applied.state} />
          {applied.result !== undefined && report(applied.result)}
        </Stack>
      )}
    </>
  );
}

/**
 * One table of a job's report (the rows it would change, the rows it could not read): a caption,
 * the headers and a row of cells per line, scrolling within its own box when long.
 */
export function JobReportTable<R>({
  caption,
  headers,
  rows,
  rowKey,
  cells,
}: {
  caption: string;
  headers: string[];
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  cells: (row: R) => ReactNode[];
}) {
  return (
    <Table.ScrollArea borderWidth="1px" maxH="16rem">
      <Table.Root size="sm" stickyHeader>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {headers.map((header) => (
              <Table.ColumnHeader key={header}>{header}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)}>
              {cells(row).map((cell, i) => (
                <Table.Cell key={i}>{cell}</Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
