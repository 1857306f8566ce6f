import { Button, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ResultAlert, useFailureText } from '../result-alert';

/** What FormSubmit reads of the form's call (a react-query mutation). */
export interface SubmittedCall {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * The end of an account form: its submit button (busy while the call runs), any other buttons
 * beside it, and under them why the call failed, unless the fields already show it.
 */
export function FormSubmit({
  label,
  call,
  failureTitle,
  shownByFields = false,
  children,
}: {
  label: string;
  call: SubmittedCall;
  failureTitle: string;
  /** The failure is the field problems the form shows (no alert then). */
  shownByFields?: boolean;
  /** Buttons beside the submit button (skip, cancel). */
  children?: ReactNode;
}) {
  const failureText = useFailureText();
  const submit = (
    <Button
      type="submit"
      colorPalette="brand"
      alignSelf={children ? undefined : 'flex-start'}
      loading={call.isPending}
    >
      {label}
    </Button>
  );
  return (
    <>
      {children ? (
        <HStack gap="3" wrap="wrap">
          {submit}
          {children}
        </HStack>
      ) : (
        submit
      )}
      {call.isError && !shownByFields && (
        <ResultAlert status="error" title={failureTitle}>
          {failureText(call.error)}
        </ResultAlert>
      )}
    </>
  );
}
