import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useStoredUser } from '../../lib/use-session.ts';
import { postLoginPath } from './post-login-path.ts';

/**
 * Sends a shopper who opens the login page while signed in on to where logging in would have
 * taken them (My account; an admin to the admin area), in place of the login page in the
 * history. Who is signed in is known only once the page has hydrated (the server cannot see
 * local storage), and it is decided then, once: a login made on this page goes on by itself,
 * after its toast.
 */
export function useSignedInRedirect(): void {
  const user = useStoredUser();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const decided = useRef(false);

  useEffect(() => {
    if (!hydrated || decided.current) return;
    decided.current = true;
    if (user) navigate(postLoginPath(user), { replace: true });
  }, [hydrated, user, navigate]);
}
