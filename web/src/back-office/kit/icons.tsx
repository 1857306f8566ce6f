import { Icon, type IconProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Inline icons of the back office (decorative: Chakra's Icon hides them from assistive technology). */
function make(paths: ReactNode, displayName: string) {
  const Component = (props: IconProps) => (
    <Icon {...props}>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {paths}
      </svg>
    </Icon>
  );
  Component.displayName = displayName;
  return Component;
}

export const SortAscendingIcon = make(<path d="M12 19V5M6 11l6-6 6 6" />, 'SortAscendingIcon');
export const SortDescendingIcon = make(<path d="M12 5v14M6 13l6 6 6-6" />, 'SortDescendingIcon');
export const SortableIcon = make(<path d="M8 9l4-4 4 4M8 15l4 4 4-4" />, 'SortableIcon');
export const ColumnsIcon = make(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16M15 4v16" />
  </>,
  'ColumnsIcon',
);
export const ChevronDownIcon = make(<path d="M6 9l6 6 6-6" />, 'ChevronDownIcon');
export const ClearIcon = make(<path d="M6 6l12 12M18 6L6 18" />, 'ClearIcon');
export const CalendarIcon = make(
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>,
  'CalendarIcon',
);
export const UploadIcon = make(<path d="M12 16V4M6 10l6-6 6 6M4 20h16" />, 'UploadIcon');
