import { Alert, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECK_IN_NS } from '../check-in-namespace';
import { createFrameDecoder } from './frame-decoder';
import { scanFeedback } from './scan-feedback';
import { startScanLoop } from './scan-loop';

type CameraState = 'starting' | 'scanning' | 'blocked' | 'none' | 'failed';

/** Why the camera did not start, as the volunteer can act on it. */
export function cameraProblem(error: unknown): CameraState {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'blocked';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError')
    return 'none';
  return 'failed';
}

const stopTracks = (stream: MediaStream) => stream.getTracks().forEach((track) => track.stop());

/**
 * The camera (the back one on a phone) with a frame to aim at; every ticket read goes to `onCode`
 * (which checks it in), then the scanner pauses briefly, beeps and buzzes. Escape or the close
 * button stops the camera.
 */
export function CameraScanner({
  onCode,
  onClose,
}: {
  onCode: (code: string) => Promise<void> | void;
  onClose: () => void;
}) {
  const { t } = useTranslation(CHECK_IN_NS);
  const video = useRef<HTMLVideoElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const handler = useRef(onCode);
  const [state, setState] = useState<CameraState>('starting');

  useEffect(() => {
    handler.current = onCode;
  }, [onCode]);

  useEffect(() => {
    close.current?.focus();
    let cancelled = false;
    let stream: MediaStream | null = null;
    let stopLoop = () => {};
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setState('none');
      try {
        // `ideal`, so a laptop with only a front camera still scans.
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
        const element = video.current;
        if (cancelled || !element) return;
        element.srcObject = stream;
        await element.play().catch(() => {});
        const decoder = await createFrameDecoder();
        if (cancelled) return;
        setState('scanning');
        stopLoop = startScanLoop({
          decode: () => decoder.decode(element),
          onCode: (code) => {
            scanFeedback();
            return handler.current(code);
          },
        });
      } catch (error) {
        if (!cancelled) setState(cameraProblem(error));
      }
    };
    void start();
    return () => {
      cancelled = true;
      stopLoop();
      if (stream) stopTracks(stream);
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    }
  };

  const problem = state === 'blocked' || state === 'none' || state === 'failed';
  return (
    <Stack gap="3" as="section" aria-label={t('scan.title')} onKeyDown={onKeyDown}>
      {problem ? (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t(`scan.${state}`)}</Alert.Title>
            <Alert.Description>{t('scan.typeInstead')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Box position="relative" bg="black" borderRadius="md" overflow="hidden" maxW="md" w="full">
          <video
            ref={video}
            muted
            playsInline
            aria-label={t('scan.video')}
            style={{ width: '100%', display: 'block', aspectRatio: '4 / 3', objectFit: 'cover' }}
          />
          <Box
            aria-hidden
            position="absolute"
            inset="15%"
            border="4px solid"
            borderColor="white"
            borderRadius="lg"
            boxShadow="0 0 0 9999px rgba(0, 0, 0, 0.35)"
          />
        </Box>
      )}
      <Flex gap="3" align="center" wrap="wrap">
        <Button ref={close} size="xl" variant="outline" onClick={onClose}>
          {t('scan.close')}
        </Button>
        {!problem && <Text role="status">{state === 'scanning' ? t('scan.aim') : t('scan.starting')}</Text>}
      </Flex>
    </Stack>
  );
}
