import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { matchLandingRoute, type LandingRoute } from '../boot/landing-routes';
import { useCartBinding } from '../features/cart/cart-binding';
import { useCheckoutCart } from './checkout-cart';
import { RootLayout } from './layout/root-layout';

/**
 * Routes of spec §2. Each area is its own lazy chunk, so a public page never loads another area's
 * code; the back office (/admin, /event-manager) is one more lazy area with its own screens.
 *
 * The declarative router is used on purpose: the data router (createBrowserRouter) adds ~17 kB
 * gzip to every page without anything here needing loaders; react-query does the data loading.
 */
const loadHomePage = () => import('../features/catalog/routes/home-page');
const loadEventPage = () => import('../features/catalog/routes/event-page');
const loadStartListPage = () => import('../features/catalog/routes/start-list-page');

const HomePage = lazy(async () => ({ default: (await loadHomePage()).HomePage }));
const EventPage = lazy(async () => ({ default: (await loadEventPage()).EventPage }));
const StartListPage = lazy(async () => ({ default: (await loadStartListPage()).StartListPage }));

/** What a landing page's module may do before React hydrates its prerendered HTML (main.tsx). */
export interface LandingPageModule {
  beforeHydration?: () => void;
}

/** The lazy pages of boot/landing-routes.ts (the pages visitors land on most), by route name. */
const LANDING_PAGES: Record<LandingRoute['name'], () => Promise<object>> = {
  home: loadHomePage,
  event: loadEventPage,
  startList: loadStartListPage,
};

/**
 * Starts loading the code of the page being opened while startup runs (index.html already
 * preloads its files), so the page does not wait for its chunk after startup.
 */
export function preloadLandingPage(pathname: string): Promise<LandingPageModule | undefined> {
  const matched = matchLandingRoute(pathname);
  if (!matched) return Promise.resolve(undefined);
  return LANDING_PAGES[matched.route.name]().then(
    (module): LandingPageModule => module,
    () => undefined,
  );
}

/** The event page adds to the cart: the app hands the cart to it (features do not import each other). */
function EventRoute() {
  return <EventPage cart={useCartBinding()} />;
}

const CheckoutPage = lazy(async () => ({
  default: (await import('../features/checkout/routes/checkout-page')).CheckoutPage,
}));

/** The checkout reads and changes the cart: the app hands it in. */
function CheckoutRoute() {
  return <CheckoutPage cart={useCheckoutCart()} />;
}

const TeamInvitationPage = lazy(async () => ({
  default: (await import('../features/checkout/routes/team-invitation-page')).TeamInvitationPage,
}));

/** A team invitation's link adds the team's item to the cart and opens the checkout. */
function TeamInvitationRoute() {
  return <TeamInvitationPage cart={useCheckoutCart()} />;
}

const OfferPage = lazy(async () => ({
  default: (await import('../features/checkout/routes/waiting-list-offer-page')).OfferPage,
}));

// A registration transfer offer's link (issue 27 item 2) and the card gateway's way back.
const TransferOfferPage = lazy(async () => ({
  default: (await import('../features/user-area/self-service/transfer-offer-page')).TransferOfferPage,
}));
const TransferLinkPage = lazy(async () => ({
  default: (await import('../features/user-area/self-service/transfer-link-page')).TransferLinkPage,
}));
const TransferOutcomePage = lazy(async () => ({
  default: (await import('../features/user-area/self-service/transfer-offer-page')).TransferOutcomePage,
}));

/** A waiting-list offer's link: the held race into the cart, then the checkout. */
function OfferRoute() {
  return <OfferPage cart={useCheckoutCart()} />;
}

const TermsPage = lazy(async () => ({
  default: (await import('../features/checkout/routes/terms-page')).TermsPage,
}));

const registrationPages = () => import('../features/registration/routes/registration-pages');
const RegistrationPage = lazy(async () => ({ default: (await registrationPages()).RegistrationPage }));
const DirectPaymentPage = lazy(async () => ({ default: (await registrationPages()).DirectPaymentPage }));

const staticPages = () => import('../features/static-pages/routes/static-pages');
const AboutUsPage = lazy(async () => ({ default: (await staticPages()).AboutUsPage }));
const PrivacyPolicyPage = lazy(async () => ({ default: (await staticPages()).PrivacyPolicyPage }));
const ContactPage = lazy(async () => ({ default: (await staticPages()).ContactPage }));
const BusinessConditionsPage = lazy(async () => ({ default: (await staticPages()).BusinessConditionsPage }));

const accountPages = () => import('../features/account/routes/account-pages');
const RegisterPage = lazy(async () => ({ default: (await accountPages()).RegisterPage }));
const ActivateAccountPage = lazy(async () => ({ default: (await accountPages()).ActivateAccountPage }));
const ResendActivationPage = lazy(async () => ({ default: (await accountPages()).ResendActivationPage }));
const ForgotPasswordPage = lazy(async () => ({ default: (await accountPages()).ForgotPasswordPage }));
const ChangePasswordPage = lazy(async () => ({ default: (await accountPages()).ChangePasswordPage }));

const SocialCallbackPage = lazy(async () => ({
  default: (await import('../features/social/routes/social-callback-page')).SocialCallbackPage,
}));

const userAreaPages = () => import('../features/user-area/routes/user-area-pages');
const ManageAccountPage = lazy(async () => ({ default: (await userAreaPages()).ManageAccountPage }));
const MyOrdersPage = lazy(async () => ({ default: (await userAreaPages()).MyOrdersPage }));
const MyRegistrationsPage = lazy(async () => ({ default: (await userAreaPages()).MyRegistrationsPage }));
const MyTeamsPage = lazy(async () => ({ default: (await userAreaPages()).MyTeamsPage }));
const MyTemplatesPage = lazy(async () => ({ default: (await userAreaPages()).MyTemplatesPage }));

const TeamManagementPage = lazy(async () => ({
  default: (await import('../features/team-management/routes/team-management-page')).TeamManagementPage,
}));

// The back office: one chunk for the frame, one per screen (back-office/shell/screen-registry.ts).
const BackOfficeArea = lazy(() => import('../back-office/shell/back-office-area'));

const PageNotFound = lazy(async () => ({
  default: (await import('../features/not-found/routes/page-not-found')).PageNotFound,
}));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="detail/event/:seriesEventGuid" element={<EventRoute />} />
        <Route path="detail/startlist/:subEventGuid" element={<StartListPage />} />
        <Route path="checkout" element={<CheckoutRoute />} />
        <Route path="team-invitation/:hash" element={<TeamInvitationRoute />} />
        <Route path="waiting-list-offer/:token" element={<OfferRoute />} />
        <Route path="transfer-offer/done" element={<TransferOutcomePage />} />
        <Route path="transfer-offer/:token" element={<TransferOfferPage />} />
        <Route path="transfer-start/:token" element={<TransferLinkPage />} />
        <Route path="terms-and-conditions/:guid" element={<TermsPage />} />
        <Route path="registration/:registrationGuid" element={<RegistrationPage />} />
        <Route path="registration-direct-payment/:registrationGuid" element={<DirectPaymentPage />} />
        <Route path="about-us" element={<AboutUsPage />} />
        <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="business-conditions" element={<BusinessConditionsPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="activate-account" element={<ActivateAccountPage />} />
        <Route path="resend-activation-email" element={<ResendActivationPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="change-password" element={<ChangePasswordPage />} />
        <Route path="social/callback" element={<SocialCallbackPage />} />
        <Route path="user/manage-account" element={<ManageAccountPage />} />
        <Route path="user/my-orders" element={<MyOrdersPage />} />
        <Route path="user/my-registrations" element={<MyRegistrationsPage />} />
        <Route path="user/my-teams" element={<MyTeamsPage />} />
        <Route path="user/my-templates" element={<MyTemplatesPage />} />
        <Route path="team-management/:teamGuid" element={<TeamManagementPage />} />
        <Route path="admin/*" element={<BackOfficeArea area="admin" notFound={<PageNotFound />} />} />
        <Route
          path="event-manager/*"
          element={<BackOfficeArea area="eventManager" notFound={<PageNotFound />} />}
        />
        <Route path="*" element={<PageNotFound />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
