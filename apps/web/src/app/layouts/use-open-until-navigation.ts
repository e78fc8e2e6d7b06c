import { useState } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/**
 * Open state for a menu or drawer that closes when the person goes to another page (a link, the
 * back button), without an effect. A redirect does not close it: /admin shows its frame, then
 * replaces itself with /admin/dashboard once that screen's code has loaded, and a menu tapped in
 * between must stay open rather than fold away under the finger.
 */
export function useOpenUntilNavigation(): [open: boolean, setOpen: (open: boolean) => void] {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const [open, setOpen] = useState(false);
  const [openOn, setOpenOn] = useState(pathname);
  if (openOn !== pathname) {
    setOpenOn(pathname);
    if (navigationType !== NavigationType.Replace) setOpen(false);
  }
  return [open, setOpen];
}
