import { useToast } from '@storefront/ui/toast';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/**
 * Leaves a page that cannot be shown for another, saying why in a toast (spec section 4: a store
 * page without a store, a failed menu). The toast outlives the page: it belongs to the app.
 */
export function NoticeRedirect({ to, message }: { to: string; message: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    toast.show({ message, tone: 'error' });
    void navigate(to, { replace: true });
  }, [message, navigate, to, toast]);
  return null;
}
