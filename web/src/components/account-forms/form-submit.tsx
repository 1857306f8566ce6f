import { Button, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ResultAlert, useFailureText } from '../result-alert';

/**
 * The end of an account form: its submit button (busy while the call runs), any other buttons
 * beside it, and under them why the call failed when the failure belongs to no field.
 */
export function FormSubmit({
  label,
  pending,
  failed,
  error,
  failureTitle,
  children,
}: {
  label: string;
  pending: boolean;
  /** The call failed in a way the fields do not show. */
  failed: boolean;
  error: unknown;
  failureTitle: string;
  /** Buttons beside the submit button (skip, cancel). */
  children?: ReactNode;
}) {
  const failureText = useFailureText();
  const submit = (
    <Button
      type="submit"
      colorPalette="brand"
      alignSelf={children ? undefined : 'flex-start'}
      loading={pending}
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
      {failed && (
        <ResultAlert status="error" title={failureTitle}>
          {failureText(error)}
        </ResultAlert>
      )}
    </>
  );
}
