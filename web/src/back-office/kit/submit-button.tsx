import { Button, type ButtonProps } from '@chakra-ui/react';
import { useFormState } from 'react-hook-form';

/**
 * The submit button of a back-office form: busy while the form is being submitted. `size`,
 * `variant` and `colorPalette` pass to the button (a form's second, lighter action).
 */
export function SubmitButton({
  label,
  ...look
}: { label: string } & Pick<ButtonProps, 'size' | 'variant' | 'colorPalette'>) {
  const { isSubmitting } = useFormState();
  return (
    <div>
      <Button type="submit" loading={isSubmitting} {...look}>
        {label}
      </Button>
    </div>
  );
}
