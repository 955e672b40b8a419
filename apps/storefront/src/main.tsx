import { readBootstrap } from '@storefront/api/bootstrap';
import { applyDocumentLanguage, createI18n } from '@storefront/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.js';
import { env } from './env.js';
import { storedLanguage } from './language-store.js';
import { watchForNewBuild } from './new-build.js';
import './styles.css';

const language = storedLanguage();
applyDocumentLanguage(language);
const i18n = await createI18n({ language, namespaces: ['store'] });
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <App bootstrap={readBootstrap('storefront')} i18n={i18n} />
  </StrictMode>,
);

if (env.production) watchForNewBuild();
