import { resolveError } from '@storefront/api';
import { translateServerError } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { ErrorText } from '@storefront/ui/error-text';
import { PageHeader } from '@storefront/ui/page-header';
import { StarRating } from '@storefront/ui/star-rating';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { api } from '../app-kit/api.js';
import { useLocalised } from '../app-kit/localise.js';
import { useStorefront } from '../session/storefront-context.js';
import { useAppRoutes } from '../app-kit/routes.js';
import { PageFrame } from '@storefront/ui/page-frame';

/**
 * Feedback on an order: a star rating (1 Bad, 2 to 4 Average, 5 Excellent) and a comment. Open to
 * anyone (spec section 6): a signed-in customer rates their own order; the tracking page's link
 * carries the order's rating token, so it works signed in or not.
 */
export function OrderFeedbackPage() {
  const routes = useAppRoutes();
  const { t } = useTranslation(['account', 'common']);
  const { orderId = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token');
  const { brand, session } = useStorefront();
  const { language } = useLocalised();
  const navigate = useNavigate();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  // 'Please select a rating' belongs to the stars and goes as soon as one is chosen; a refusal
  // from the server is shown under the form.
  const [ratingMissing, setRatingMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const brandName = language === 'ar' ? brand.brand.brandNameAR : brand.brand.brandName;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) {
      setRatingMissing(true);
      return;
    }
    setSending(true);
    setError(null);
    const { data, error: failure } = await api
      .POST('/feedbacks/create', {
        body: {
          brandId: brand.brand._id,
          orderId,
          rating,
          ...(comment.trim() ? { comment: comment.trim() } : {}),
          ...(token && { token }),
        },
      })
      .catch((caught: unknown) => ({ data: undefined, error: caught }));
    setSending(false);
    if (!data) setError(translateServerError(resolveError(failure), language));
    else setSent(true);
  };

  return (
    <PageFrame>
      <PageHeader
        title={t('account:feedback.title')}
        onAction={() => void navigate(session ? routes.myOrders() : routes.home())}
      />
      {sent ? (
        <p role="status" className="p-6 text-center text-lg font-semibold">
          {t('account:feedback.thanks')}
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)} className="grid gap-4 p-4" noValidate>
          <p>{t('account:feedback.subtitle', { brand: brandName })}</p>
          <StarRating
            value={rating}
            onChange={(star) => {
              setRating(star);
              setRatingMissing(false);
            }}
            error={ratingMissing ? t('account:feedback.selectRating') : null}
          />
          <label className="grid gap-1">
            <span className="font-semibold">{t('account:feedback.commentLabel')}</span>
            <textarea
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              placeholder={t('account:feedback.commentPlaceholder')}
              rows={3}
              maxLength={1000}
              className="rounded-xl border border-line px-3 py-2"
            />
          </label>
          <ErrorText text={error} />
          <Button type="submit" disabled={sending}>
            {t('account:feedback.submit')}
          </Button>
        </form>
      )}
    </PageFrame>
  );
}
