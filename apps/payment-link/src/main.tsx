import { bootApp } from '@storefront/features/app-kit/boot';
import { App } from './app.js';
import { env } from './env.js';
import './styles.css';

await bootApp({
  appName: 'payment-link',
  apiBaseUrl: env.apiBaseUrl,
  production: env.production,
  namespaces: ['paymentLink', 'checkout'],
  render: (props) => <App {...props} />,
});
