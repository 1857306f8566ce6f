import { StaticPage } from '../components/static-page';

/** Routes of the static area: /about-us, /privacy-policy, /contact, /business-conditions. */
export function AboutUsPage() {
  return <StaticPage page="aboutUs" />;
}

export function PrivacyPolicyPage() {
  return <StaticPage page="privacyPolicy" />;
}

export function ContactPage() {
  return <StaticPage page="contact" />;
}

export function BusinessConditionsPage() {
  return <StaticPage page="businessConditions" />;
}
