import { useEffect } from 'react';
import { useRefresh } from 'react-admin';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

/**
 * The hidden /redirect/{path*} helper: leaving a page for this one and coming straight back remounts it,
 * and its data is fetched anew (the tabs' "refresh").
 */
export function RedirectPage() {
  const { '*': path = '' } = useParams();
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const refresh = useRefresh();
  useEffect(() => {
    refresh();
    navigate(`/${path}${search}${hash}`, { replace: true });
  }, [path, search, hash, navigate, refresh]);
  return null;
}
