import { ImageViewer } from '@storefront/ui/image-viewer';
import { useCallback } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';

interface ViewerState {
  readonly urls: readonly string[];
  readonly index: number;
  readonly title: string;
}

function viewerState(value: unknown): ViewerState | null {
  const state = value as Partial<ViewerState> | null;
  return state && Array.isArray(state.urls) && state.urls.length > 0 && typeof state.title === 'string'
    ? { urls: state.urls, index: Number(state.index) || 0, title: state.title }
    : null;
}

/**
 * The item's pictures full screen (routes /store/item-image, /item/item-image and
 * /preview/item-image). The item page passes the pictures along; opened without them (a reload or a
 * shared link) it returns to the menu.
 */
export function ItemImagePage({ fallback }: { fallback: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const state = viewerState(location.state);
  // Stable, so the viewer does not re-run its focus and key set-up on every render.
  const close = useCallback(() => void navigate(-1), [navigate]);
  if (!state) return <Navigate to={fallback} replace />;
  return <ImageViewer urls={state.urls} initialIndex={state.index} title={state.title} onClose={close} />;
}
