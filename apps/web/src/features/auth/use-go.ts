import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { isFullClientPath } from './next-path';

/** Goes to a path of ours: a client-side navigation inside the full client, else a full load. */
export function useGo(): (path: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (path: string) => {
      if (isFullClientPath(path)) void navigate(path, { replace: true });
      else window.location.replace(path);
    },
    [navigate],
  );
}
