import { Box, Button, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface MenuTriggerButtonProps extends ButtonProps {
  ref?: React.Ref<HTMLButtonElement>;
  icon: ReactNode;
  /** Accessible name; shown as text from the 992 px breakpoint up, icon only below. */
  label: string;
  /** Text shown next to the icon when it differs from the accessible name. */
  text?: string;
  badge?: ReactNode;
}

/** The look of a top-bar dropdown trigger, shared by its lazy placeholder and the real trigger. */
export function MenuTriggerButton({ icon, label, text, badge, ref, ...rest }: MenuTriggerButtonProps) {
  return (
    <Button
      ref={ref}
      variant="ghost"
      size="sm"
      aria-label={label}
      title={label}
      px={{ base: '2', lg: '3' }}
      {...rest}
    >
      {icon}
      <Box as="span" hideBelow="lg" maxW="40" truncate>
        {text ?? label}
      </Box>
      {badge}
    </Button>
  );
}
