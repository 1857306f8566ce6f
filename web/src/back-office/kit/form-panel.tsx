import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';

/** A form opened in place beside a list (add or edit one row): a framed box under its heading. */
export function FormPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** Submit (busy while the form is being submitted) and cancel, at the end of a back-office form. */
export function SaveCancel({
  saveText,
  cancelText,
  onCancel,
}: {
  saveText: string;
  cancelText: string;
  onCancel: () => void;
}) {
  const { isSubmitting } = useFormState();
  return (
    <HStack gap="3" wrap="wrap">
      <Button type="submit" colorPalette="brand" loading={isSubmitting}>
        {saveText}
      </Button>
      <Button variant="outline" onClick={onCancel}>
        {cancelText}
      </Button>
    </HStack>
  );
}
