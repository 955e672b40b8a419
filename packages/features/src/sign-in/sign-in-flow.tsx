import { DEFAULT_DIAL_CODE, MessageError, validatePhone } from '@storefront/core';
import { basketCount, signInMachine } from '@storefront/flows';
import { serverError } from '../checkout/server-error.js';
import { useActorRef } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { api } from '../app-kit/api.js';
import { useStorefront } from '../session/storefront-context.js';
import { useAppRoutes } from '../app-kit/routes.js';

const SignInContext = createContext<ActorRefFrom<typeof signInMachine> | null>(null);

/** The login page's navigation state when the customer signs in on the way to checkout. */
export const SIGN_IN_FOR_CHECKOUT = { next: 'checkout' } as const;

export function useSignIn(): ActorRefFrom<typeof signInMachine> {
  const actor = useContext(SignInContext);
  if (!actor) throw new Error('useSignIn outside the sign-in routes');
  return actor;
}

/** Server error codes of sign-in that have their own text in both languages. */
const SIGN_IN_ERRORS = ['OTP_INVALID', 'OTP_LOCKED', 'OTP_EXPIRED'] as const;

/** The phone number split the way the sign-in calls take it: national digits and dial code. */
function sendable(phoneNumber: string) {
  const parsed = validatePhone(phoneNumber);
  return parsed.ok
    ? { phoneNumber: parsed.value.nationalNumber, countryObj: { dialCode: parsed.value.dialCode } }
    : { phoneNumber, countryObj: { dialCode: DEFAULT_DIAL_CODE } };
}

/**
 * The login and code pages share one sign-in machine (packages/flows), created here with the
 * sign-in calls as its actors. A signed-in customer who lands on these pages is sent back.
 */
export function SignInFlow() {
  const routes = useAppRoutes();
  const { brand, session, signIn, basket, setup } = useStorefront();
  const navigate = useNavigate();
  const brandId = brand.brand._id;
  const [signedInAlready] = useState(() => session !== null);
  const location = useLocation();
  const [forCheckout] = useState(
    () => (location.state as { next?: string } | null)?.next === SIGN_IN_FOR_CHECKOUT.next,
  );

  const logic = useMemo(() => {
    const failure = (error: unknown, body: unknown): Error => {
      const code = (body as { error?: { code?: string } } | undefined)?.error?.code;
      const known = SIGN_IN_ERRORS.find((candidate) => candidate === code);
      return new MessageError(known ? { key: `account:signInErrors.${known}` } : serverError(body ?? error));
    };
    return signInMachine.provide({
      actors: {
        sendCode: fromPromise<void, { phoneNumber: string }>(async ({ input }) => {
          const { data, error } = await api.POST('/user/password-less-login-v2', {
            body: { brandId, ...sendable(input.phoneNumber), userType: 'customer' },
          });
          if (!data) throw failure(undefined, error);
        }),
        resendCode: fromPromise<void, { phoneNumber: string }>(async ({ input }) => {
          const { data, error } = await api.POST('/user/send-otp-code', {
            body: { brandId, ...sendable(input.phoneNumber), userType: 'customer' },
          });
          if (!data) throw failure(undefined, error);
        }),
        verifyCode: fromPromise(async ({ input }: { input: { phoneNumber: string; code: string } }) => {
          const { data, error } = await api.POST('/user/verify-account-v2', {
            body: {
              brandId,
              ...sendable(input.phoneNumber),
              verificationCode: input.code,
              userType: 'customer',
            },
          });
          if (!data?.data.token) throw failure(undefined, error);
          return { token: data.data.token, user: data.data.user };
        }),
      },
    });
  }, [brandId]);
  const actor = useActorRef(logic);

  // Success (spec section 4 "Sign-in"): store the session under the brand, then the basket when
  // it has items (checkout, when 'Review Order' asked for the sign-in), else the store
  // page when a store is chosen, else the brand home.
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status !== 'done' || !snapshot.output) return;
      signIn({ ...snapshot.output, createdAt: Date.now() });
      const hasBasket = basketCount(basket.getSnapshot().context) > 0;
      const target = hasBasket
        ? forCheckout
          ? routes.checkout(brand.brand.catalogueType)
          : routes.basket()
        : setup.getSnapshot().context.storeId
          ? routes.menu()
          : routes.home();
      void navigate(target, { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [actor, signIn, basket, setup, navigate, routes, forCheckout, brand]);

  if (signedInAlready) return <GoBack />;
  return (
    <SignInContext.Provider value={actor}>
      <Outlet />
    </SignInContext.Provider>
  );
}

/** A signed-in customer on a login page goes back where they came from (or home). */
function GoBack() {
  const navigate = useNavigate();
  useEffect(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/', { replace: true });
  }, [navigate]);
  return null;
}
