import { useCallback, useContext, useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_NavigationContext, type Navigator } from 'react-router-dom';
import { addNamespace } from '../lib/i18n';
import { guardNavigation } from '../lib/navigation-guard';
import { QuestionDialog } from './question-dialog';
import cs from '../locales/cs/leave-guard.json';
import en from '../locales/en/leave-guard.json';

/** Texts of the guard travel with the areas that use it (checkout, user area, team management). */
const LEAVE_GUARD_NS = 'leave-guard';
addNamespace(LEAVE_GUARD_NS, { cs, en });

export interface LeaveGuard {
  /** The question, to render once in the form. */
  dialog: ReactElement;
  /** Lets the next navigation through unasked (the form was just sent). */
  release: () => void;
}

/**
 * Spec §2 "unsaved-changes warning when leaving forms" for the runner's forms: while `isDirty`,
 * links, `navigate()`, the back button and reload ask first (web/src/lib/navigation-guard.ts).
 * `body`: `checkoutBody` where the entries are kept for the session, `formBody` where they are lost.
 */
export function useLeaveGuard(isDirty: boolean, body: 'checkoutBody' | 'formBody' = 'formBody'): LeaveGuard {
  // Outside a router (a form rendered alone) there is nothing to guard.
  const navigator = (useContext(UNSAFE_NavigationContext) as { navigator?: Navigator } | null)?.navigator;
  const { t } = useTranslation(LEAVE_GUARD_NS);
  const [open, setOpen] = useState(false);
  const answerRef = useRef<((leave: boolean) => void) | null>(null);
  const releaseRef = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!isDirty || !navigator) return;
    const undo = guardNavigation(
      navigator,
      () =>
        new Promise<boolean>((resolve) => {
          answerRef.current = resolve;
          setOpen(true);
        }),
    );
    releaseRef.current = undo;
    return () => {
      releaseRef.current = null;
      undo();
    };
  }, [isDirty, navigator]);

  // A question left open when the form goes away counts as "stay", so nothing waits forever.
  useEffect(() => () => answerRef.current?.(false), []);

  const answer = (leave: boolean) => {
    const resolve = answerRef.current;
    answerRef.current = null;
    setOpen(false);
    resolve?.(leave);
  };
  const release = useCallback(() => {
    releaseRef.current?.();
    releaseRef.current = null;
  }, []);
  const dialog = (
    <QuestionDialog
      open={open}
      title={t('title')}
      text={t(body)}
      safeLabel={t('stay')}
      riskyLabel={t('leave')}
      onAnswer={answer}
      testId="leave-guard"
    />
  );
  return { dialog, release };
}
