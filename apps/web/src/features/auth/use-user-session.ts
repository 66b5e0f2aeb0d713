import { useCallback, useEffect, useState } from 'react';
import { restoreSession, signOut, type SignedInUser } from './user-session';

/** The signed-in respondent, once the stored token has been checked (`loading` until then). */
export function useUserSession() {
  const [user, setUser] = useState<SignedInUser | null>(null);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let live = true;
    void restoreSession().then((restored) => {
      if (!live) return;
      setUser(restored);
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, []);
  const logout = useCallback(async () => {
    await signOut();
    setUser(null);
  }, []);
  return { user, loading, logout };
}
