import type { paymentMethodRoute, RouteResult } from '@vernissage/shared';

/**
 * The providers' windows (ADR 029). With keys, Toss's card window opens through its v2 SDK, which
 * redirects to our success or fail page; PayPal's button renders from its SDK (PaypalButton). In
 * the sandbox (development and tests, never production) the same redirects come from our own
 * sandbox windows at /sandbox/…, so every page after the window is the one production runs.
 */

export type PaymentMethod = RouteResult<typeof paymentMethodRoute>;

interface TossSdk {
  payment(input: { customerKey: string }): {
    requestBillingAuth(input: { method: 'CARD'; successUrl: string; failUrl: string }): Promise<void>;
    requestPayment(input: {
      method: 'CARD';
      amount: { currency: 'KRW'; value: number };
      orderId: string;
      orderName: string;
      successUrl: string;
      failUrl: string;
    }): Promise<void>;
  };
}

declare global {
  interface Window {
    TossPayments?: (clientKey: string) => TossSdk;
  }
}

const loaded = new Map<string, Promise<void>>();

/** Loads a provider's script once (the CSP allows the provider's origin only where it has keys). */
export function loadScript(src: string): Promise<void> {
  const existing = loaded.get(src);
  if (existing) return existing;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loaded.delete(src);
      reject(new Error(`Could not load ${src}`));
    };
    document.head.append(script);
  });
  loaded.set(src, loading);
  return loading;
}

/** Toss's v2 SDK, loaded once, for the customer's payment methods. */
async function tossPayment(method: PaymentMethod) {
  await loadScript('https://js.tosspayments.com/v2/standard');
  const toss = window.TossPayments?.(method.clientKey ?? '');
  if (!toss) throw new Error('Toss Payments did not load');
  return toss.payment({ customerKey: method.customerKey });
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** Opens the card registration window; it comes back to `successPath?customerKey&authKey` or `failPath?code&message`. */
export async function openCardWindow(method: PaymentMethod, successPath: string, failPath: string): Promise<void> {
  if (method.sandbox) {
    window.location.assign(
      `/sandbox/toss/card?${query({ customerKey: method.customerKey, successUrl: successPath, failUrl: failPath })}`,
    );
    return;
  }
  const origin = window.location.origin;
  await (
    await tossPayment(method)
  ).requestBillingAuth({
    method: 'CARD',
    successUrl: `${origin}${successPath}`,
    failUrl: `${origin}${failPath}`,
  });
}

/** Opens the payment window for one order in won; it comes back to `successPath?paymentKey&orderId&amount`. */
export async function openPaymentWindow(
  method: PaymentMethod,
  order: { orderId: string; orderName: string; amount: number },
  successPath: string,
  failPath: string,
): Promise<void> {
  if (method.sandbox) {
    window.location.assign(
      `/sandbox/toss/payment?${query({ ...order, amount: String(order.amount), successUrl: successPath, failUrl: failPath })}`,
    );
    return;
  }
  const origin = window.location.origin;
  await (
    await tossPayment(method)
  ).requestPayment({
    method: 'CARD',
    amount: { currency: 'KRW', value: order.amount },
    orderId: order.orderId,
    orderName: order.orderName,
    successUrl: `${origin}${successPath}`,
    failUrl: `${origin}${failPath}`,
  });
}

/** Where the sandbox's PayPal approval window opens for a plan (production renders PayPal's button). */
export function paypalSandboxUrl(input: { planId: string; customId: string; returnPath: string; cancelPath: string }) {
  return `/sandbox/paypal/subscribe?${query({
    planId: input.planId,
    customId: input.customId,
    returnUrl: input.returnPath,
    cancelUrl: input.cancelPath,
  })}`;
}
