import { bootApp } from '@storefront/features/app-kit/boot';
import { App } from './app.js';
import { env } from './env.js';
import './styles.css';

await bootApp({
  appName: 'business-card',
  apiBaseUrl: env.apiBaseUrl,
  production: env.production,
  namespaces: ['businessCard'],
  render: (props) => <App {...props} />,
});
