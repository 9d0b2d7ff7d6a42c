import { Alert, Button } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadScript, paypalSandboxUrl, type PaymentMethod } from './payment-windows';

interface PaypalSdk {
  Buttons(options: {
    style?: object;
    createSubscription: (
      data: unknown,
      actions: { subscription: { create(input: object): Promise<string> } },
    ) => Promise<string>;
    onApprove: (data: { subscriptionID?: string; orderID?: string }) => void;
  }): { render(element: HTMLElement): Promise<void> };
}

/**
 * PayPal's subscription button for a plan: PayPal's own (JS SDK) with keys, the sandbox's approval
 * window without. Either way the approval comes back to `/checkout/paypal` with the subscription
 * id, where the server checks it with PayPal before the plan starts.
 */
export function PaypalButton({
  method,
  productid,
  uid,
  cancelPath,
}: {
  method: PaymentMethod;
  productid: string;
  uid: string;
  cancelPath: string;
}) {
  const { t } = useTranslation('billing');
  const planId = method.paypal.plans[productid];
  const returnPath = `/checkout/paypal?${new URLSearchParams({ productid }).toString()}`;
  if (!method.paypal.enabled || !planId) return <Alert color="gray">{t('checkout.paypalUnavailable')}</Alert>;
  if (method.paypal.sandbox) {
    return (
      <Button
        component="a"
        href={paypalSandboxUrl({ planId, customId: uid, returnPath, cancelPath })}
        color="yellow"
        c="dark"
        data-testid="checkout-paypal"
      >
        {t('checkout.paypalSandbox')}
      </Button>
    );
  }
  return <PaypalSdkButton clientId={method.paypal.clientId ?? ''} planId={planId} uid={uid} returnPath={returnPath} />;
}

function PaypalSdkButton(props: { clientId: string; planId: string; uid: string; returnPath: string }) {
  const { t } = useTranslation('billing');
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const { clientId, planId, uid, returnPath } = props;
  useEffect(() => {
    const src = `https://www.paypal.com/sdk/js?${new URLSearchParams({ 'client-id': clientId, vault: 'true', intent: 'subscription' }).toString()}`;
    loadScript(src)
      .then(() => {
        const paypal = (window as unknown as { paypal?: PaypalSdk }).paypal;
        if (!paypal || !container.current) throw new Error('PayPal did not load');
        container.current.replaceChildren();
        return paypal
          .Buttons({
            style: { label: 'subscribe' },
            createSubscription: (_data, actions) => actions.subscription.create({ plan_id: planId, custom_id: uid }),
            onApprove: (data) => {
              const params = new URLSearchParams({
                subscription_id: data.subscriptionID ?? '',
                token: data.orderID ?? '',
              });
              window.location.assign(`${returnPath}&${params.toString()}`);
            },
          })
          .render(container.current);
      })
      .catch(() => setFailed(true));
  }, [clientId, planId, uid, returnPath]);
  return failed ? (
    <Alert color="red">{t('checkout.paypalUnavailable')}</Alert>
  ) : (
    <div ref={container} data-testid="checkout-paypal" />
  );
}
