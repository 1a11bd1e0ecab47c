import { Outlet } from 'react-router-dom';
import { Brand } from '../../shared/ui/brand';
import { LanguageSwitch } from '../../shared/ui/language-switch';
import { AppFooter } from './app-footer';

/** Sign-in, registration, error screens: the logo, the content and the footer (01 §2.2). */
export function PlainLayout() {
  return (
    <div className="app-shell plain-shell">
      <header className="plain-header">
        <div className="container plain-header-inner">
          <Brand />
          <LanguageSwitch />
        </div>
      </header>
      <main className="plain-content">
        <Outlet />
      </main>
      <AppFooter />
    </div>
  );
}
