// What Chrome downloads when a page asks whether Google Pay can pay (PaymentRequest with the
// method `https://google.com/pay`), served from this machine for Lighthouse. The payment link asks
// on load, as Google Pay's own web integration does; Chrome then fetches the method's manifest from
// google.com, and offline that fails with a console error ("Unable to download payment manifest"),
// which alone costs the page 4 points of best practices. Online, Google answers. This stand-in
// answers as Google's endpoints do: a HEAD on the method URL naming the payment method manifest in
// a Link header, the manifest naming its web app manifest, that manifest with a service worker and
// an icon, and the icon. Chrome reaches it through `--host-resolver-rules` and, the certificate
// being made here, `--ignore-certificate-errors`: the flags `chromeFlags()` returns. Nothing of
// the stand-in is installed or run by the page (Chrome only reads the manifests to answer
// `canMakePayment`).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

/** A self-signed certificate for google.com (openssl is on every Debian image Chromium runs on). */
function certificate() {
  const dir = mkdtempSync(join(tmpdir(), 'google-pay-stand-in-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '2',
        '-subj',
        '/CN=google.com',
        '-addext',
        'subjectAltName=DNS:google.com',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A plain 192 x 192 PNG (Chrome refuses a payment app whose icon does not decode). */
function icon() {
  const size = 192;
  const chunk = (type, data) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0x5f)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Starts the stand-in; answers its Chrome flags and how to stop it. */
export async function startGooglePayStandIn() {
  const png = icon();
  const json = (value) => ({ type: 'application/json', body: JSON.stringify(value) });
  const files = {
    '/pay/payment-manifest.json': json({
      default_applications: ['https://google.com/pay/web-app-manifest.json'],
      supported_origins: ['https://google.com'],
    }),
    '/pay/web-app-manifest.json': json({
      name: 'Google Pay',
      short_name: 'Google Pay',
      icons: [{ src: 'https://google.com/pay/icon.png', sizes: '192x192', type: 'image/png' }],
      serviceworker: {
        src: 'https://google.com/pay/sw.js',
        scope: 'https://google.com/pay/',
        use_cache: false,
      },
    }),
    '/pay/icon.png': { type: 'image/png', body: png },
    '/pay/sw.js': {
      type: 'text/javascript',
      body: "self.addEventListener('paymentrequest', () => undefined);",
    },
  };
  const requests = [];
  const server = createServer(certificate(), (request, response) => {
    requests.push(`${request.method} ${request.url}`);
    if (request.url === '/pay') {
      response.writeHead(200, {
        'content-type': 'text/html',
        link: '<https://google.com/pay/payment-manifest.json>; rel="payment-method-manifest"',
      });
      response.end(request.method === 'HEAD' ? undefined : '<!doctype html><title>Google Pay</title>');
      return;
    }
    const file = files[request.url ?? ''];
    if (!file) {
      response.writeHead(404);
      response.end();
      return;
    }
    response.writeHead(200, { 'content-type': file.type });
    response.end(file.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    /** Chrome flags sending google.com here and taking the certificate made above. */
    chromeFlags: () => [
      '--ignore-certificate-errors',
      `--host-resolver-rules="MAP google.com 127.0.0.1:${port}"`,
    ],
    /** The requests Chrome made (for the report: empty means the page never asked). */
    requests,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
