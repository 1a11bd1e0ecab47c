import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SHELL_MENU_IDS, useShellMenu } from './shell-menu';

afterEach(cleanup);

/** The menu button as the top header wires it, and a section link as the bottom header has. */
function Header() {
  const menu = useShellMenu();
  return (
    <>
      <button type="button" aria-expanded={menu.open} aria-controls={SHELL_MENU_IDS} onClick={menu.toggle}>
        menu
      </button>
      <ul id="main-nav">
        <li>
          <Link to="/documents/">documents</Link>
        </li>
      </ul>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/job-application', element: <Header /> },
      { path: '/documents/', element: <Header /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useShellMenu', () => {
  it('opens and closes with its button', () => {
    renderAt('/job-application');
    const button = screen.getByRole('button', { name: 'menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe('top-header-menu main-nav');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with Escape', () => {
    renderAt('/job-application');
    const button = screen.getByRole('button', { name: 'menu' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('leaves Escape to an open dialog', () => {
    renderAt('/job-application');
    const button = screen.getByRole('button', { name: 'menu' });
    fireEvent.click(button);
    const dialog = document.body.appendChild(document.createElement('div'));
    dialog.setAttribute('role', 'dialog');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    dialog.remove();
  });

  it('closes once a section is opened from it, and stays closed going back', async () => {
    const router = renderAt('/job-application');
    fireEvent.click(screen.getByRole('button', { name: 'menu' }));
    fireEvent.click(screen.getByRole('link', { name: 'documents' }));
    expect(router.state.location.pathname).toBe('/documents/');
    expect(screen.getByRole('button', { name: 'menu' }).getAttribute('aria-expanded')).toBe('false');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/job-application');
    expect(screen.getByRole('button', { name: 'menu' }).getAttribute('aria-expanded')).toBe('false');
  });
});
