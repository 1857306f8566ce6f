import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { useCartBinding } from '../features/cart/cart-binding';
import { useCheckoutCart } from './checkout-cart';
import { RootLayout } from './layout/root-layout';

/**
 * Routes of spec §2. Each area is its own lazy chunk, so a public page never loads another area's
 * code. Areas not built yet (account, user, admin, event manager) have no route and fall through to
 * page-not-found until they land.
 *
 * The declarative router is used on purpose: the data router (createBrowserRouter) adds ~17 kB
 * gzip to every page without anything here needing loaders; react-query does the data loading.
 */
const HomePage = lazy(async () => ({
  default: (await import('../features/catalog/routes/home-page')).HomePage,
}));
const EventPage = lazy(async () => ({
  default: (await import('../features/catalog/routes/event-page')).EventPage,
}));
const StartListPage = lazy(async () => ({
  default: (await import('../features/catalog/routes/start-list-page')).StartListPage,
}));

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
        <Route path="terms-and-conditions/:guid" element={<TermsPage />} />
        <Route path="registration/:registrationGuid" element={<RegistrationPage />} />
        <Route path="registration-direct-payment/:registrationGuid" element={<DirectPaymentPage />} />
        <Route path="about-us" element={<AboutUsPage />} />
        <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="business-conditions" element={<BusinessConditionsPage />} />
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
