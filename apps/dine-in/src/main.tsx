import { bootApp } from '@storefront/features/app-kit/boot';
import { App } from './app.js';
import { env } from './env.js';
import './styles.css';

await bootApp({
  appName: 'dine-in',
  apiBaseUrl: env.apiBaseUrl,
  production: env.production,
  namespaces: ['dineIn', 'store'],
  render: (props) => <App {...props} />,
});
