import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/** The ids the menu button controls: the header's company and actions, and the section menu. */
export const SHELL_MENU_IDS = 'top-header-menu main-nav';

/**
 * The collapsed header of narrow screens (issue 12): one button opens the company, support, language,
 * profile and the sections. It stays open only on the page it was opened on, so following a section
 * link closes it (kept as the path it was opened at rather than reset by an effect).
 */
export function useShellMenu(): { open: boolean; toggle: () => void } {
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === pathname;
  return { open, toggle: () => setOpenedAt(open ? null : pathname) };
}
