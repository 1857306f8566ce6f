import { useContext, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { guardNavigation } from '../../lib/navigation-guard';
import { BACK_OFFICE_NS } from './back-office-namespace';
import { useConfirm } from './confirm-dialog';

/**
 * Spec §2 "unsaved-changes warning when leaving forms" in the back office: while `isDirty`, leaving
 * asks "Leave without saving?" – stay / leave (how: web/src/lib/navigation-guard.ts). Everything is
 * put back as soon as the form is clean again or unmounts.
 */
export function useUnsavedChangesGuard(isDirty: boolean): void {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const confirm = useConfirm();
  const { t } = useTranslation(BACK_OFFICE_NS);
  const askRef = useRef<() => Promise<boolean>>(() => Promise.resolve(true));
  useEffect(() => {
    askRef.current = () =>
      confirm({
        title: t('unsaved.title'),
        body: t('unsaved.body'),
        confirmLabel: t('unsaved.leave'),
        cancelLabel: t('unsaved.stay'),
        destructive: true,
      });
  });

  useEffect(() => {
    if (!isDirty) return;
    return guardNavigation(navigator, () => askRef.current());
  }, [isDirty, navigator]);
}
