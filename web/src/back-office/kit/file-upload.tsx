import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BACK_OFFICE_NS } from './back-office-namespace';
import { checkFile, formatBytes, type FileLimits, type FileProblem } from './file-limits';
import { UploadIcon } from './icons';
import { ProgressBar } from './progress-bar';
import { UploadError, type UploadProgress, type UploadResult } from './upload-with-progress';

export interface FileUploadProps extends FileLimits {
  /** Names the control and the progress bar ("Bank statement (CSV)"). */
  label: string;
  help?: string;
  /** Sends the file; typically `uploadWithProgress({ url, file, onProgress, signal })`. */
  upload: (
    file: File,
    options: { onProgress: (progress: UploadProgress) => void; signal: AbortSignal },
  ) => Promise<UploadResult>;
  onUploaded?: (result: UploadResult, file: File) => void;
  disabled?: boolean;
}

type State =
  | { step: 'idle' }
  | { step: 'uploading'; file: File; progress: UploadProgress }
  | { step: 'done'; file: File }
  | { step: 'failed'; file: File | null; reason: FileProblem | UploadError | Error };

/**
 * Choose a file → checked against size and type limits (nothing is sent when it fails) → uploaded
 * with a progress bar and a cancel button → done, or a translated reason and the choice again.
 */
export function FileUpload({ label, help, upload, onUploaded, disabled, maxBytes, accept }: FileUploadProps) {
  const { t, i18n } = useTranslation(BACK_OFFICE_NS);
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const helpId = useId();
  const [state, setState] = useState<State>({ step: 'idle' });
  const bytes = (n: number) => formatBytes(n, i18n.language);

  // Leaving the screen cancels an upload under way.
  useEffect(() => () => abortRef.current?.abort(), []);

  const start = async (file: File) => {
    const problem = checkFile(file, { maxBytes, accept });
    if (problem) {
      setState({ step: 'failed', file, reason: problem });
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setState({ step: 'uploading', file, progress: { loaded: 0, total: file.size, percent: 0 } });
    try {
      const result = await upload(file, {
        signal: controller.signal,
        onProgress: (progress) => {
          if (!controller.signal.aborted) setState({ step: 'uploading', file, progress });
        },
      });
      setState({ step: 'done', file });
      onUploaded?.(result, file);
    } catch (error) {
      setState({ step: 'failed', file, reason: error instanceof Error ? error : new Error(String(error)) });
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
    }
  };

  const reasonText = (reason: FileProblem | UploadError | Error): string => {
    if (reason instanceof UploadError) {
      switch (reason.kind) {
        case 'aborted':
          return t('upload.cancelled');
        case 'network':
          return t('upload.network');
        case 'timeout':
          return t('upload.timeout');
        case 'http':
          return t('upload.httpFailed', { status: reason.status });
      }
    }
    if (reason instanceof Error) return reason.message || t('upload.failed');
    switch (reason.code) {
      case 'empty':
        return t('upload.empty');
      case 'tooLarge':
        return t('upload.tooLarge', { max: bytes(reason.maxBytes) });
      case 'wrongType':
        return t('upload.wrongType', { types: reason.accept.join(', ') });
    }
  };

  const limits = [
    accept?.length ? t('upload.acceptedTypes', { types: accept.join(', ') }) : null,
    maxBytes !== undefined ? t('upload.maxSize', { max: bytes(maxBytes) }) : null,
  ].filter(Boolean);
  const uploading = state.step === 'uploading';

  return (
    <Stack gap="2">
      <HStack gap="3" wrap="wrap">
        <Button
          variant="outline"
          disabled={disabled || uploading}
          aria-describedby={helpId}
          onClick={() => inputRef.current?.click()}
        >
          <UploadIcon />
          {t('upload.choose', { label })}
        </Button>
        {uploading && (
          <Button variant="ghost" colorPalette="red" onClick={() => abortRef.current?.abort()}>
            {t('upload.cancel')}
          </Button>
        )}
      </HStack>
      <Text id={helpId} fontSize="sm" color="fg.muted">
        {[help, ...limits].filter(Boolean).join(' ')}
      </Text>
      {/* The native chooser, opened by the button (one tab stop, a named control). */}
      <input
        ref={inputRef}
        type="file"
        hidden
        accept={accept?.join(',')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file can be chosen again after a failure.
          event.target.value = '';
          if (file) void start(file);
        }}
      />
      {state.step === 'uploading' && (
        <ProgressBar
          label={t('upload.uploading', { name: state.file.name })}
          value={state.progress.percent}
          max={100}
          valueText={t('upload.progress', {
            percent: state.progress.percent,
            loaded: bytes(state.progress.loaded),
            total: bytes(state.progress.total),
          })}
        />
      )}
      <div role="status" aria-live="polite">
        {state.step === 'done' && (
          <Text color="fg.success">{t('upload.done', { name: state.file.name })}</Text>
        )}
      </div>
      {state.step === 'failed' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {state.file ? t('upload.failedFile', { name: state.file.name }) : t('upload.failed')}
            </Alert.Title>
            <Alert.Description>{reasonText(state.reason)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}
