import { Button } from '@chakra-ui/react';
import { useFormState } from 'react-hook-form';

/** The submit button of a back-office form: busy while the form is being submitted. */
export function SubmitButton({ label }: { label: string }) {
  const { isSubmitting } = useFormState();
  return (
    <div>
      <Button type="submit" loading={isSubmitting}>
        {label}
      </Button>
    </div>
  );
}
