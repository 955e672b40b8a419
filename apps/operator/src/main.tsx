import { bootApp } from '@storefront/features/app-kit/boot';
import { App } from './app.js';
import { env } from './env.js';
import './styles.css';

await bootApp({
  appName: 'operator',
  apiBaseUrl: env.apiBaseUrl,
  production: env.production,
  namespaces: ['operator', 'checkout'],
  render: (props) => <App {...props} />,
});
