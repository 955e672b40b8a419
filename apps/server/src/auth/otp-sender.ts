/** Delivers a sign-in code to a phone (WhatsApp by default). */
export interface OtpSender {
  readonly name: string;
  send(message: {
    phoneNumber: string;
    code: string;
    brandName: string;
    language: 'EN' | 'AR';
  }): Promise<void>;
}

export interface OutboxEntry {
  phoneNumber: string;
  code: string;
  brandName: string;
  sentAt: string;
}

function text(code: string, brandName: string, language: 'EN' | 'AR'): string {
  return language === 'AR'
    ? `رمز الدخول إلى ${brandName}: ${code}. صالح لمدة 5 دقائق. لا تشاركه مع أحد.`
    : `Your ${brandName} sign-in code is ${code}. It is valid for 5 minutes. Do not share it with anyone.`;
}

/**
 * The offline default: writes the code to the server log and keeps the latest codes in memory
 * for the dev-only outbox call. Never used in production mode (the server refuses to start).
 */
export class ConsoleOtpSender implements OtpSender {
  readonly name = 'console';
  readonly #outbox: OutboxEntry[] = [];
  readonly #log: (line: string) => void;

  constructor(log: (line: string) => void) {
    this.#log = log;
  }

  async send(message: { phoneNumber: string; code: string; brandName: string; language: 'EN' | 'AR' }) {
    this.#outbox.push({ ...message, sentAt: new Date().toISOString() });
    if (this.#outbox.length > 200) this.#outbox.shift();
    this.#log(`[otp] to ${message.phoneNumber}: ${text(message.code, message.brandName, message.language)}`);
  }

  /** Codes sent to a number, newest first. */
  outbox(phoneNumber: string): OutboxEntry[] {
    return this.#outbox.filter((entry) => entry.phoneNumber === phoneNumber).reverse();
  }
}

/**
 * A code that could not be handed to the provider: refused (HTTP status and the provider's own
 * error code) or unreachable. The message is for logs and never holds the phone number.
 */
export class OtpDeliveryError extends Error {
  override readonly name = 'OtpDeliveryError';
  constructor(
    readonly provider: 'whatsapp-cloud' | 'twilio-verify',
    /** The provider's HTTP status; undefined when it could not be reached. */
    readonly status: number | undefined,
    /** The provider's error code (e.g. WhatsApp 131026, Twilio 60200), when it gave one. */
    readonly providerCode: number | undefined,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Phone numbers out of a provider's text before it reaches a log line. */
function withoutNumbers(text: string): string {
  return text.replace(/\+?\d[\d\s-]{6,}\d/g, '[number]');
}

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

async function post(
  provider: OtpDeliveryError['provider'],
  label: string,
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
): Promise<Response> {
  try {
    return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new OtpDeliveryError(provider, undefined, undefined, `${label} could not be reached: ${reason}`, {
      cause: error,
    });
  }
}

/**
 * WhatsApp Cloud API: an authentication template message with the code as its body parameter
 * and copy-code button (https://developers.facebook.com/docs/whatsapp/business-management-api/authentication-templates).
 * A refusal answers `{ error: { message, type, code, error_data, fbtrace_id } }`.
 */
export class WhatsAppCloudOtpSender implements OtpSender {
  readonly name = 'whatsapp-cloud';
  constructor(
    private readonly config: {
      accessToken: string;
      phoneNumberId: string;
      templateName: string;
      apiVersion?: string;
    },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(message: { phoneNumber: string; code: string; language: 'EN' | 'AR' }) {
    const version = this.config.apiVersion ?? 'v21.0';
    const response = await post(
      'whatsapp-cloud',
      'WhatsApp Cloud API',
      this.fetchImpl,
      `https://graph.facebook.com/${version}/${encodeURIComponent(this.config.phoneNumberId)}/messages`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${this.config.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.phoneNumber.replace(/^\+/, ''),
          type: 'template',
          template: {
            name: this.config.templateName,
            language: { code: message.language === 'AR' ? 'ar' : 'en' },
            components: [
              { type: 'body', parameters: [{ type: 'text', text: message.code }] },
              {
                type: 'button',
                sub_type: 'url',
                index: '0',
                parameters: [{ type: 'text', text: message.code }],
              },
            ],
          },
        }),
      },
    );
    if (response.ok) return;
    const body = (await jsonOf(response)) as
      { error?: { message?: unknown; code?: unknown; fbtrace_id?: unknown } } | undefined;
    const code = typeof body?.error?.code === 'number' ? body.error.code : undefined;
    const text = typeof body?.error?.message === 'string' ? `: ${withoutNumbers(body.error.message)}` : '';
    const trace = typeof body?.error?.fbtrace_id === 'string' ? ` (fbtrace_id ${body.error.fbtrace_id})` : '';
    throw new OtpDeliveryError(
      'whatsapp-cloud',
      response.status,
      code,
      `WhatsApp Cloud API refused the message: HTTP ${response.status}${code === undefined ? '' : `, code ${code}`}${text}${trace}`,
    );
  }
}

/**
 * Twilio Verify over WhatsApp with our own code (`CustomCode`), so our hashing, expiry and
 * attempt limits stay the source of truth (https://www.twilio.com/docs/verify/api/verification).
 * A refusal answers `{ code, message, more_info, status }`.
 */
export class TwilioVerifyOtpSender implements OtpSender {
  readonly name = 'twilio-verify';
  constructor(
    private readonly config: { accountSid: string; authToken: string; serviceSid: string },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(message: { phoneNumber: string; code: string; language: 'EN' | 'AR' }) {
    const form = new URLSearchParams({
      To: message.phoneNumber,
      Channel: 'whatsapp',
      CustomCode: message.code,
      Locale: message.language === 'AR' ? 'ar' : 'en',
    });
    const auth = Buffer.from(`${this.config.accountSid}:${this.config.authToken}`).toString('base64');
    const response = await post(
      'twilio-verify',
      'Twilio Verify',
      this.fetchImpl,
      `https://verify.twilio.com/v2/Services/${encodeURIComponent(this.config.serviceSid)}/Verifications`,
      {
        method: 'POST',
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      },
    );
    if (response.ok) return;
    const body = (await jsonOf(response)) as { code?: unknown; message?: unknown } | undefined;
    const code = typeof body?.code === 'number' ? body.code : undefined;
    const text = typeof body?.message === 'string' ? `: ${withoutNumbers(body.message)}` : '';
    throw new OtpDeliveryError(
      'twilio-verify',
      response.status,
      code,
      `Twilio Verify refused the verification: HTTP ${response.status}${code === undefined ? '' : `, code ${code}`}${text}`,
    );
  }
}
