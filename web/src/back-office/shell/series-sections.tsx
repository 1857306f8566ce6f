import { lazy, Suspense } from 'react';

/**
 * Sections of the series form built by other features (features do not import each other): the
 * series editor mounts them by name. Each loads lazily, inside the back-office chunk.
 */
const SeriesEmailsTab = lazy(() => import('../features/emails/routes/series-emails-tab'));
const SeriesTeamsTab = lazy(() => import('../features/teams/routes/series-teams-tab'));

/** The series' "E-mails" tab (the e-mails feature). */
export function SeriesEmailsSection({ seriesId }: { seriesId: string }) {
  return (
    <Suspense fallback={null}>
      <SeriesEmailsTab seriesId={seriesId} />
    </Suspense>
  );
}

const SeriesFormsTab = lazy(() => import('../features/form-builder/routes/series-forms-tab'));

/** The series' "Forms" tab (the form-builder feature). */
export function SeriesFormsSection({ seriesId }: { seriesId: string }) {
  return (
    <Suspense fallback={null}>
      <SeriesFormsTab seriesId={seriesId} />
    </Suspense>
  );
}

const SeriesNumberingsTab = lazy(() => import('../features/numberings/routes/series-numberings-tab'));

/** The series' "Numberings" tab (the numberings feature): its event managers execute and clear too. */
export function SeriesNumberingsSection({ seriesId }: { seriesId: string }) {
  return (
    <Suspense fallback={null}>
      <SeriesNumberingsTab seriesId={seriesId} />
    </Suspense>
  );
}

/** The series' "Teams" tab (the teams feature). */
export function SeriesTeamsSection({ seriesId }: { seriesId: string }) {
  return (
    <Suspense fallback={null}>
      <SeriesTeamsTab seriesId={seriesId} />
    </Suspense>
  );
}
