import { useNavigation } from 'react-router-dom';
import { pendingRequests } from '../api/pending-requests';
import { useStore } from '../hooks/external-store';

/** A thin bar at the top while a visible call or a route change is under way (01 §4.5). */
export function LoadingBar() {
  const pending = useStore(pendingRequests);
  const navigating = useNavigation().state !== 'idle';
  if (pending === 0 && !navigating) return null;
  return <div className="loading-bar" role="progressbar" aria-label="loading" data-testid="loading-bar" />;
}
