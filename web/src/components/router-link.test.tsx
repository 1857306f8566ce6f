import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
// React Router's own links, only to compare the addresses with (see RouterLink).
// eslint-disable-next-line no-restricted-imports
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavRouterLink, RouterLink } from './router-link';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

function renderAt(path: string, element: ReactNode, route = '/admin/series/:id/*') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={element} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

afterEach(() => {
  cleanup();
});

describe('RouterLink', () => {
  it('links to a path relative to its route and opens it in the app', () => {
    renderAt('/admin/series/7/forms', <RouterLink to="history?tab=2#top">History</RouterLink>);
    const link = screen.getByRole('link', { name: 'History' });
    expect(link.getAttribute('href')).toBe('/admin/series/7/forms/history?tab=2#top');
    fireEvent.click(link);
    expect(where()).toBe('/admin/series/7/forms/history?tab=2#top');
  });

  it("gives the same addresses as React Router's <Link>", () => {
    const targets = ['/', '/checkout', '..', 'new', '../history', '3#entries', '..?event=a%20b', '.', ''];
    renderAt(
      '/admin/series/7/forms',
      <>
        {targets.map((to) => (
          <span key={to}>
            <RouterLink to={to}>{`ours ${to}`}</RouterLink>
            <Link to={to}>{`theirs ${to}`}</Link>
          </span>
        ))}
      </>,
    );
    for (const to of targets) {
      const href = (who: string) =>
        screen.getByRole('link', { name: `${who} ${to}`.trim() }).getAttribute('href');
      expect(href('ours'), to).toBe(href('theirs'));
    }
  });

  it("runs the link's own click handler first, which may keep the navigation from happening", () => {
    const onClick = vi.fn();
    renderAt(
      '/admin/series/7',
      <RouterLink to="/checkout" onClick={onClick}>
        Checkout
      </RouterLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Checkout' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(where()).toBe('/checkout');

    cleanup();
    renderAt(
      '/admin/series/7',
      <RouterLink to="/checkout" onClick={(event) => event.preventDefault()}>
        Checkout
      </RouterLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Checkout' }));
    expect(where()).toBe('/admin/series/7');
  });

  it('leaves clicks with a modifier key or for another window to the browser', () => {
    renderAt(
      '/admin/series/7',
      <RouterLink to="/contact" target="_blank">
        Contact
      </RouterLink>,
    );
    const link = screen.getByRole('link', { name: 'Contact' });
    expect(link.getAttribute('target')).toBe('_blank');
    fireEvent.click(link);
    fireEvent.click(link, { ctrlKey: true });
    expect(where()).toBe('/admin/series/7');
  });
});

describe('NavRouterLink', () => {
  const tabs = (
    <>
      <NavRouterLink to="/admin/series/7" end>
        {({ isActive }) => `Basics${isActive ? ' (current)' : ''}`}
      </NavRouterLink>
      <NavRouterLink to="/admin/series/7/forms">Forms</NavRouterLink>
    </>
  );

  it('marks the link of the current page, and of the pages below it unless `end`', () => {
    renderAt('/admin/series/7/Forms/12', tabs);
    const forms = screen.getByRole('link', { name: 'Forms' });
    expect(forms.getAttribute('aria-current')).toBe('page');
    expect(forms.classList.contains('active')).toBe(true);
    const basics = screen.getByRole('link', { name: 'Basics' });
    expect(basics.getAttribute('aria-current')).toBeNull();

    fireEvent.click(basics);
    expect(screen.getByRole('link', { name: 'Basics (current)' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Forms' }).getAttribute('aria-current')).toBeNull();
  });

  it('does not mark a link whose path is only a prefix of the current one', () => {
    renderAt('/admin/series/7/formsets', tabs);
    expect(screen.getByRole('link', { name: 'Forms' }).getAttribute('aria-current')).toBeNull();
  });
});
