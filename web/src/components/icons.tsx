import { Icon, type IconProps } from '@chakra-ui/react';

/**
 * Inline icons (no icon font or icon package on public pages). Decorative: Chakra's Icon hides them
 * from assistive technology. Icon styles its single child svg (asChild).
 */
function make(paths: React.ReactNode, displayName: string) {
  const Component = (props: IconProps) => (
    <Icon {...props}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        {paths}
      </svg>
    </Icon>
  );
  Component.displayName = displayName;
  return Component;
}

export const CartIcon = make(
  <>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path
      d="M2.5 3h2.6l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 7H6"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </>,
  'CartIcon',
);

export const UserIcon = make(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5" strokeLinecap="round" />
  </>,
  'UserIcon',
);

export const SunIcon = make(
  <>
    <circle cx="12" cy="12" r="4" />
    <path
      d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
      strokeLinecap="round"
    />
  </>,
  'SunIcon',
);

export const MoonIcon = make(
  <path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11z" strokeLinejoin="round" />,
  'MoonIcon',
);

export const MenuIcon = make(<path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />, 'MenuIcon');

export const CloseIcon = make(<path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />, 'CloseIcon');

export const ExternalIcon = make(
  <path
    d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
    strokeLinecap="round"
    strokeLinejoin="round"
  />,
  'ExternalIcon',
);

/** The product mark: a start flag. */
export function LogoMark(props: IconProps) {
  return (
    <Icon {...props}>
      <svg viewBox="0 0 32 32">
        <rect width="32" height="32" rx="7" fill="var(--chakra-colors-brand-solid)" />
        <path
          d="M9 25V7h2v1.2c2.6-1.3 5.1-.8 7.4.2 2 .9 3.8 1.2 5.6.3v9.6c-2.2 1-4.5.7-6.6-.2-2-.8-3.9-1.2-6.4-.1V25z"
          fill="white"
        />
      </svg>
    </Icon>
  );
}
