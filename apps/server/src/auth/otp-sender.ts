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
 * WhatsApp Cloud API: an authentication template message with the code as its body parameter
 * and copy-code button (https://developers.facebook.com/docs/whatsapp/business-management-api/authentication-templates).
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
    const response = await this.fetchImpl(
      `https://graph.facebook.com/${version}/${this.config.phoneNumberId}/messages`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${this.config.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
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
        signal: AbortSignal.timeout(10_000),
      },
    );
    if (!response.ok)
      throw new Error(`WhatsApp Cloud API answered HTTP ${response.status}: ${await response.text()}`);
  }
}

/**
 * Twilio Verify over WhatsApp with our own code (`CustomCode`), so our hashing, expiry and
 * attempt limits stay the source of truth (https://www.twilio.com/docs/verify/api/verification).
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
    const response = await this.fetchImpl(
      `https://verify.twilio.com/v2/Services/${this.config.serviceSid}/Verifications`,
      {
        method: 'POST',
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(10_000),
      },
    );
    if (!response.ok)
      throw new Error(`Twilio Verify answered HTTP ${response.status}: ${await response.text()}`);
  }
}
