import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** The ids the menu button controls: the header's company and actions, and the section menu. */
export const SHELL_MENU_IDS = 'top-header-menu main-nav';

/**
 * The collapsed header of narrow screens (issue 12): one button opens the company, support, language,
 * profile and the sections; Escape closes it. Any change of page closes it, going back included (the
 * layout, and so this state, outlives the pages; reset while rendering, as React advises, not by an effect).
 */
export function useShellMenu(): { open: boolean; toggle: () => void } {
  const { pathname } = useLocation();
  const [menu, setMenu] = useState({ open: false, pathname });
  if (menu.pathname !== pathname) setMenu({ open: false, pathname });
  const open = menu.open && menu.pathname === pathname;

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      // An open dialog (Support, opened from this menu) takes its Escape for itself: closing the menu
      // under it re-renders the header and the dialog would miss its own key.
      if (event.key !== 'Escape' || document.querySelector('[role=dialog]')) return;
      setMenu((current) => ({ ...current, open: false }));
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return { open, toggle: () => setMenu({ open: !open, pathname }) };
}
