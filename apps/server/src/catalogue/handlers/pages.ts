/** The brand's pages: the business card behind a slug and the brand's static pages. */
import type { Handler } from '../../http/api-types.js';
import { sanitizeBrandHtml } from '../brand-html.js';
import { businessCard } from '../business-card.js';
import { messages } from '../catalogue-messages.js';
import { catalogueLoader, notFound, type CatalogueContext } from '../catalogue-context.js';

export function pageHandlers(context: CatalogueContext) {
  const load = catalogueLoader(context);
  const { brands, catalogue } = context;

  const getUserBrandsBySlug: Handler<'getUserBrandsBySlug'> = async ({ params }) => {
    const card = await businessCard({ db: context.db, brands, catalogue, now: context.now }, params.slug);
    if (!card) return notFound(messages.cardNotFound);
    return { status: 200, body: { success: 1, data: card } };
  };

  const getStaticPage: Handler<'getStaticPage'> = async ({ body }) => {
    const loaded = await load(body.brandId);
    if ('status' in loaded) return loaded;
    const page = loaded.catalogue.staticPages.find(
      (candidate) => candidate.key === body.pageKey && candidate.isActive,
    );
    if (!page) return notFound(messages.pageNotFound);
    return {
      status: 200,
      body: {
        success: 1,
        data: {
          key: page.key,
          linkTitle: page.title,
          formattedData: { en: sanitizeBrandHtml(page.html.en), ar: sanitizeBrandHtml(page.html.ar) },
        },
      },
    };
  };

  return {
    getUserBrandsBySlug,
    getStaticPage,
  };
}
