import { readBootstrap } from '@storefront/api/bootstrap';
import { applyDocumentLanguage } from '@storefront/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// The dine-in app's shell; its screens arrive with their own issue.
const bootstrap = readBootstrap('dine-in');
applyDocumentLanguage('en');
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <main>
      <h1>{bootstrap.brand?.brand.brandName ?? bootstrap.slug ?? 'Storefront'}</h1>
    </main>
  </StrictMode>,
);
