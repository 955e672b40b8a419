import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { CheckoutComFramesGateway } from './checkout-com.js';
import { createGateways } from './gateway-factory.js';
import type { PaymentsLogger } from './gateway.js';
import { TelrHostedPageGateway } from './hosted-page.js';
import { SandboxGateway } from './sandbox/sandbox-gateway.js';
import { StripeIntentGateway } from './stripe.js';

// The factory only constructs adapters; no query runs, so no database is needed here.
const db = {} as unknown as Db;

describe('createGateways', () => {
  it('without keys every flow is the one sandbox', () => {
    const gateways = createGateways({}, db);
    expect(gateways.mode).toBe('sandbox');
    expect(gateways.modes).toEqual({ intent: 'sandbox', frames: 'sandbox', hosted: 'sandbox' });
    expect(gateways.sandbox).toBeInstanceOf(SandboxGateway);
    expect(gateways.intent).toBe(gateways.sandbox);
    expect(gateways.frames).toBe(gateways.sandbox);
    expect(gateways.hosted).toBe(gateways.sandbox);
  });

  it('empty strings count as absent', () => {
    expect(createGateways({ STRIPE_SECRET_KEY: '  ', TELR_STORE_ID: '' }, db).mode).toBe('sandbox');
  });

  it('chooses a real adapter per configured flow, the sandbox for the rest', () => {
    const gateways = createGateways({ STRIPE_SECRET_KEY: 'sk_test_x' }, db);
    expect(gateways.intent).toBeInstanceOf(StripeIntentGateway);
    expect(gateways.frames).toBeInstanceOf(SandboxGateway);
    expect(gateways.modes).toEqual({ intent: 'live', frames: 'sandbox', hosted: 'sandbox' });
    expect(gateways.mode).toBe('sandbox');
  });

  it('Checkout.com needs its processing channel too', () => {
    expect(createGateways({ CHECKOUT_SECRET_KEY: 'sk_sbox_x' }, db).frames).toBeInstanceOf(SandboxGateway);
  });

  it('with every key, everything is live and there is no sandbox', () => {
    const gateways = createGateways(
      {
        STRIPE_SECRET_KEY: 'sk_live_x',
        CHECKOUT_SECRET_KEY: 'sk_x',
        CHECKOUT_PROCESSING_CHANNEL_ID: 'pc_x',
        TELR_STORE_ID: '1',
        TELR_AUTH_KEY: 'k',
      },
      db,
    );
    expect(gateways.intent).toBeInstanceOf(StripeIntentGateway);
    expect(gateways.frames).toBeInstanceOf(CheckoutComFramesGateway);
    expect(gateways.hosted).toBeInstanceOf(TelrHostedPageGateway);
    expect(gateways.mode).toBe('live');
    expect(gateways.sandbox).toBeNull();
  });

  it('warns when production runs on the sandbox', () => {
    const warnings: string[] = [];
    const logger: PaymentsLogger = {
      info: () => undefined,
      warn: (_object, message) => warnings.push(message),
    };
    createGateways({ NODE_ENV: 'production' }, db, { logger });
    expect(warnings).toEqual([
      'payments: sandbox gateway in use; test cards are accepted and no money moves',
    ]);
    createGateways({ NODE_ENV: 'development' }, db, { logger });
    expect(warnings).toHaveLength(1);
  });

  it('the sandbox links use the configured public origin', () => {
    const { sandbox } = createGateways({ PUBLIC_ORIGIN: 'http://localhost:3000/ignored/path' }, db);
    expect(sandbox?.challengeUrl('pay_sbx_1')).toBe('http://localhost:3000/sandbox/3ds/pay_sbx_1');
    expect(createGateways({}, db).sandbox?.hostedPageUrl('hp_sbx_1')).toBe('/sandbox/hosted/hp_sbx_1');
  });
});
