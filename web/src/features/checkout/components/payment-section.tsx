import { useTranslation } from 'react-i18next';
import { PaymentMethod } from '@shared/codelists/enums';
import { CHECKOUT_NS } from '../checkout-namespace';
import { domId } from '../model/form-keys';
import { PAYMENT_METHOD_KEY, type ErrorMap } from '../model/validate';
import { ChoiceRadios } from './choice-radios';
import { PanelSection } from '../../../components/panel-section';

/**
 * Payment method (spec §2/§5): card or bank transfer; transfer is offered only for a single
 * registration and not after the subevent's bank-transfer closure, otherwise disabled with the reason.
 */
export function PaymentSection({
  value,
  onChange,
  onBlur,
  errors,
  transferAllowed,
  transferReason,
}: {
  value: string;
  onChange: (value: '1' | '2') => void;
  onBlur: () => void;
  errors: ErrorMap;
  transferAllowed: boolean;
  transferReason: string;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <PanelSection headingId="payment-heading" title={t('payment.title')}>
      <ChoiceRadios
        id={domId(PAYMENT_METHOD_KEY)}
        legend={t('payment.legend')}
        value={value}
        onChange={(next) => onChange(next === '2' ? '2' : '1')}
        onBlur={onBlur}
        errors={errors[PAYMENT_METHOD_KEY]}
        choices={[
          { value: String(PaymentMethod.CARD), label: t('payment.card'), note: t('payment.cardNote') },
          {
            value: String(PaymentMethod.TRANSFER),
            label: t('payment.transfer'),
            disabled: !transferAllowed,
            note: transferAllowed ? t('payment.transferNote') : transferReason,
          },
        ]}
      />
    </PanelSection>
  );
}
