import { Box, Checkbox, Link, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link';
import { parseTermsLabel } from '../model/terms-label';
import type { FieldError } from '../model/validate';
import { describedBy, FieldShell } from './form-bits';

/** A required consent: a checkbox whose label may hold links; "*" and errors like every field. */
export function ConsentCheckbox({
  id,
  checked,
  onChange,
  errors,
  children,
  optional = false,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  errors?: readonly FieldError[];
  children: ReactNode;
  /** A choice rather than a consent the order needs (no "*"). */
  optional?: boolean;
}) {
  const invalid = (errors?.length ?? 0) > 0;
  return (
    <FieldShell id={id} label={null} required={!optional} errors={errors}>
      <Checkbox.Root
        checked={checked}
        onCheckedChange={(e) => onChange(e.checked === true)}
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput id={id} aria-describedby={describedBy(id, false, invalid)} />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal">
          {children}
          {!optional && (
            <Box as="span" aria-hidden="true" color="fg.error" ms="0.5">
              *
            </Box>
          )}
        </Checkbox.Label>
      </Checkbox.Root>
    </FieldShell>
  );
}

/** A link that opens in a new tab (terms next to the form being filled). */
export function NewTabLink({ to, children }: { to: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Link asChild color="brand.fg" textDecoration="underline">
      <RouterLink to={to} target="_blank" rel="noopener">
        {children}
        <VisuallyHidden> ({t('a11y.opensInNewTab')})</VisuallyHidden>
      </RouterLink>
    </Link>
  );
}

/** The event's terms label: text in [[double brackets]] links to the terms (spec §3). */
export function TermsLabel({
  label,
  href,
  fallbackLink,
}: {
  label: string;
  href: string;
  fallbackLink: string;
}) {
  const segments = parseTermsLabel(label);
  const linked = segments.some((s) => s.kind === 'link');
  return (
    <>
      {segments.map((segment, index) =>
        segment.kind === 'link' ? (
          <NewTabLink key={index} to={href}>
            {segment.text}
          </NewTabLink>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
      {!linked && (
        <>
          {' '}
          (<NewTabLink to={href}>{fallbackLink}</NewTabLink>)
        </>
      )}
    </>
  );
}
