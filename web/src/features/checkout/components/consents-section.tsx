import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_NS } from '../checkout-namespace';
import { domId } from '../model/form-keys';
import type { CheckoutForm } from '../model/form-model';
import type { FormAction } from '../model/form-reducer';
import { CONSENT_KEY, TERMS_KEY, type ErrorMap } from '../model/validate';
import { ConsentCheckbox, NewTabLink } from './consent-checkbox';

/** The business conditions and personal-data consents, and (signed in) keeping the registrants. */
export function ConsentsSection({
  form,
  errors,
  signedIn,
  saveAsTemplate,
  onChange,
  onSaveAsTemplate,
}: {
  form: Pick<CheckoutForm, 'termsAccepted' | 'personalDataConsent'>;
  errors: ErrorMap;
  signedIn: boolean;
  saveAsTemplate: boolean;
  onChange: (action: FormAction) => void;
  onSaveAsTemplate: (checked: boolean) => void;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <Stack as="section" aria-labelledby="consents-heading" gap="3">
      <Heading as="h2" size={{ base: 'md', md: 'lg' }} id="consents-heading">
        {t('consents.title')}
      </Heading>
      <ConsentCheckbox
        id={domId(TERMS_KEY)}
        checked={form.termsAccepted}
        onChange={(checked) => onChange({ type: 'terms', checked })}
        errors={errors[TERMS_KEY]}
      >
        {t('consents.terms.before')}
        <NewTabLink to="/business-conditions">{t('consents.terms.link')}</NewTabLink>
        {t('consents.terms.after')}
      </ConsentCheckbox>
      <ConsentCheckbox
        id={domId(CONSENT_KEY)}
        checked={form.personalDataConsent}
        onChange={(checked) => onChange({ type: 'consent', checked })}
        errors={errors[CONSENT_KEY]}
      >
        {t('consents.personalData.before')}
        <NewTabLink to="/privacy-policy">{t('consents.personalData.link')}</NewTabLink>
        {t('consents.personalData.after')}
      </ConsentCheckbox>
      {signedIn && (
        <ConsentCheckbox
          id="checkout-save-templates"
          optional
          checked={saveAsTemplate}
          onChange={onSaveAsTemplate}
        >
          {t('consents.saveAsTemplate')}
        </ConsentCheckbox>
      )}
    </Stack>
  );
}
