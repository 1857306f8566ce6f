import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageSpinner } from '../../components/page-spinner';
import { useSession } from '../../lib/session';
import { NoAccessPage, SignInPrompt } from './access-pages';
import { BackOfficeLayout } from './back-office-layout';
import { AREA_ROLE, type BackOfficeArea } from './screens';
import { SCREENS, screensOf } from './screen-registry';

const screenComponents = new Map(SCREENS.map((s) => [s.path, lazy(s.load)]));

/**
 * One back-office area (/admin/* or /event-manager/*), lazily loaded by the app router: visitors
 * get the sign-in prompt, users without the area's role a "no access" page, the rest the area's
 * screens. What a screen may show is decided by the server (scopes), not here.
 */
export default function BackOfficeAreaRoutes({
  area,
  notFound,
}: {
  area: BackOfficeArea;
  notFound: ReactNode;
}) {
  const { user } = useSession();
  if (!user) return <SignInPrompt area={area} />;
  if (!user.roles.includes(AREA_ROLE[area])) return <NoAccessPage area={area} />;
  const screens = screensOf(area);
  return (
    <BackOfficeLayout area={area}>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          {screens[0] && <Route index element={<Navigate to={screens[0].path} replace />} />}
          {screens.map((screen) => {
            const Screen = screenComponents.get(screen.path);
            return Screen ? (
              <Route key={screen.path} path={`${screen.path}/*`} element={<Screen area={area} />} />
            ) : null;
          })}
          <Route path="*" element={notFound} />
        </Routes>
      </Suspense>
    </BackOfficeLayout>
  );
}
