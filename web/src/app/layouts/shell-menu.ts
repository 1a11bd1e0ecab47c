import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** The ids the menu button controls: the header's company and actions, and the section menu. */
export const SHELL_MENU_IDS = 'top-header-menu main-nav';

/**
 * The collapsed header of narrow screens (issue 12): one button opens the company, support, language,
 * profile and the sections; opening another page closes it again.
 */
export function useShellMenu(): { open: boolean; toggle: () => void } {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [pathname]);
  return { open, toggle: () => setOpen((current) => !current) };
}
