import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { declineSaid, isPaymentError, PaymentError } from './payment-error.js';
import type { SandboxGateway } from './sandbox/sandbox-gateway.js';
import { MAX_WALLET_TOKEN_LENGTH, type ConfirmIntentInput } from './sandbox/types.js';
import { SANDBOX_FRAMES_TOKENS_PATH, SANDBOX_INTENT_CONFIRM_PATH } from './intent-answer.js';
import {
  renderChallengePage,
  renderHostedPage,
  renderMessagePage,
  type MessagePageKind,
} from './sandbox-pages.js';

/**
 * Browser-facing routes of the sandbox gateway, the stand-ins for the providers' own endpoints
 * (Stripe.js confirmation, Checkout.com Frames tokens, the 3-D Secure page, Telr's hosted page).
 * They sit under `/sandbox/…`, outside the product API.
 *
 * Register without a prefix: `app.register(sandboxRoutes, { sandbox })`. The plugin is
 * encapsulated: its form-body parser and CORS headers apply to these routes only.
 */
export interface SandboxRoutesOptions {
  sandbox: SandboxGateway;
}

const FORM = 'application/x-www-form-urlencoded';

const cardSchema = z.object({
  number: z.string().max(32),
  expMonth: z.union([z.number().int(), z.string().max(4)]),
  expYear: z.union([z.number().int(), z.string().max(4)]),
  cvc: z.string().max(8),
});

const walletSchema = z.object({
  type: z.enum(['googlePay', 'applePay']),
  token: z.string().min(1).max(MAX_WALLET_TOKEN_LENGTH),
});

/**
 * A typed card (optionally kept), or a wallet sheet's token in its place: exactly one of the two.
 * `saveCard` applies to a typed card only (a wallet's card is never kept).
 */
const confirmSchema = z
  .object({
    clientSecret: z.string().min(1).max(200),
    card: cardSchema.optional(),
    wallet: walletSchema.optional(),
    saveCard: z.boolean().optional(),
    returnUrl: z.string().max(2000).optional(),
    locale: z.enum(['en', 'ar']).optional(),
  })
  .transform((body, context): ConfirmIntentInput => {
    const base = {
      clientSecret: body.clientSecret,
      ...(body.returnUrl !== undefined ? { returnUrl: body.returnUrl } : {}),
      ...(body.locale !== undefined ? { locale: body.locale } : {}),
    };
    if (body.wallet && !body.card) return { ...base, wallet: body.wallet };
    if (body.card && !body.wallet)
      return {
        ...base,
        card: body.card,
        ...(body.saveCard !== undefined ? { saveCard: body.saveCard } : {}),
      };
    context.addIssue({ code: 'custom', message: 'send either card or wallet', path: ['card'] });
    return z.NEVER;
  });

const decisionSchema = z.object({ decision: z.enum(['approve', 'deny']) });

const hostedFormSchema = z.object({
  number: z.string().max(32).default(''),
  expMonth: z.string().max(4).default(''),
  expYear: z.string().max(4).default(''),
  cvc: z.string().max(8).default(''),
});

function jsonError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof z.ZodError) {
    const first = error.issues[0];
    const invalid = new PaymentError('invalidRequest');
    return reply.status(400).send({
      success: 0,
      message: invalid.message,
      messageKey: `errors:${invalid.said.key}`,
      error: { code: 'invalidRequest', field: first ? first.path.join('.') : undefined },
    });
  }
  if (isPaymentError(error)) {
    return reply.status(error.statusCode).send({
      success: 0,
      message: error.message,
      messageKey: `errors:${error.said.key}`,
      error: {
        code: error.code,
        ...(error.code === 'pleaseEnterValidCardDetails' && error.detail ? { field: error.detail } : {}),
      },
    });
  }
  throw error;
}

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'")
    .send(body);
}

function messagePage(reply: FastifyReply, error: unknown): FastifyReply {
  if (!isPaymentError(error)) throw error;
  const [status, kind]: [number, MessagePageKind] =
    error.code === 'paymentNotFound'
      ? [404, 'notFound']
      : error.code === 'paymentAlreadyProcessed'
        ? [409, 'done']
        : [error.statusCode, 'badRequest'];
  return html(reply, status, renderMessagePage(kind, 'EN', error.message));
}

function allowCors(reply: FastifyReply): void {
  // Like the providers' browser endpoints: callable from any storefront domain, no cookies.
  reply.header('access-control-allow-origin', '*');
  reply.header('access-control-allow-methods', 'POST, OPTIONS');
  reply.header('access-control-allow-headers', 'content-type');
  reply.header('access-control-max-age', '600');
}

export async function sandboxRoutes(app: FastifyInstance, options: SandboxRoutesOptions): Promise<void> {
  const { sandbox } = options;

  if (!app.hasContentTypeParser(FORM)) {
    app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
      done(
        null,
        Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))),
      );
    });
  }

  for (const url of [SANDBOX_INTENT_CONFIRM_PATH, SANDBOX_FRAMES_TOKENS_PATH]) {
    app.options(url, async (_request, reply) => {
      allowCors(reply);
      return reply.status(204).send();
    });
  }

  /** Stripe.js `confirmCardPayment` stand-in: a typed card, or an Apple Pay / Google Pay token. */
  app.post(SANDBOX_INTENT_CONFIRM_PATH, async (request, reply) => {
    allowCors(reply);
    try {
      const result = await sandbox.confirmIntent(confirmSchema.parse(request.body));
      // The decline's text with its key, so the page says it in the payer's language.
      const decline = result.lastError && declineSaid(result.lastError.message);
      return reply.send(
        decline
          ? { ...result, lastError: { ...result.lastError, messageKey: `errors:${decline.key}` } }
          : result,
      );
    } catch (error) {
      return jsonError(reply, error);
    }
  });

  /** Checkout.com Frames tokenisation stand-in. */
  app.post(SANDBOX_FRAMES_TOKENS_PATH, async (request, reply) => {
    allowCors(reply);
    try {
      const card = cardSchema.parse(request.body);
      return reply.status(201).send(await sandbox.tokenizeCard(card));
    } catch (error) {
      return jsonError(reply, error);
    }
  });

  app.get<{ Params: { paymentId: string } }>('/sandbox/3ds/:paymentId', async (request, reply) => {
    try {
      const view = await sandbox.viewPayment(request.params.paymentId);
      if (view.status !== 'awaiting_3ds') return html(reply, 409, renderMessagePage('done', view.language));
      return html(reply, 200, renderChallengePage(view));
    } catch (error) {
      return messagePage(reply, error);
    }
  });

  app.post<{ Params: { paymentId: string } }>('/sandbox/3ds/:paymentId', async (request, reply) => {
    const parsed = decisionSchema.safeParse(request.body);
    if (!parsed.success)
      return html(reply, 400, renderMessagePage('badRequest', 'EN', 'Choose Approve or Deny.'));
    try {
      const { redirectUrl } = await sandbox.decideChallenge(request.params.paymentId, parsed.data.decision);
      if (redirectUrl) return reply.redirect(redirectUrl, 303);
      return html(reply, 200, renderMessagePage('finished'));
    } catch (error) {
      return messagePage(reply, error);
    }
  });

  app.get<{ Params: { reference: string } }>('/sandbox/hosted/:reference', async (request, reply) => {
    try {
      const view = await sandbox.viewPayment(request.params.reference);
      if (view.flow !== 'hosted') throw new PaymentError('paymentNotFound');
      if (view.status !== 'awaiting_card') return html(reply, 409, renderMessagePage('done', view.language));
      return html(reply, 200, renderHostedPage(view));
    } catch (error) {
      return messagePage(reply, error);
    }
  });

  app.post<{ Params: { reference: string } }>('/sandbox/hosted/:reference', async (request, reply) => {
    const { reference } = request.params;
    const parsed = hostedFormSchema.safeParse(request.body ?? {});
    const form = parsed.success ? parsed.data : { number: '', expMonth: '', expYear: '', cvc: '' };
    try {
      const { redirectUrl } = await sandbox.submitHostedPayment(reference, form);
      if (redirectUrl) return reply.redirect(redirectUrl, 303);
      return html(reply, 200, renderMessagePage('finished'));
    } catch (error) {
      if (isPaymentError(error) && error.code === 'pleaseEnterValidCardDetails') {
        const view = await sandbox.viewPayment(reference);
        return html(
          reply,
          422,
          renderHostedPage(view, { error: error.message, expMonth: form.expMonth, expYear: form.expYear }),
        );
      }
      return messagePage(reply, error);
    }
  });

  app.post<{ Params: { reference: string } }>('/sandbox/hosted/:reference/cancel', async (request, reply) => {
    try {
      const { redirectUrl } = await sandbox.cancelHostedPayment(request.params.reference);
      if (redirectUrl) return reply.redirect(redirectUrl, 303);
      return html(reply, 200, renderMessagePage('finished'));
    } catch (error) {
      return messagePage(reply, error);
    }
  });
}
