import { forwardRef, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router-dom';

/**
 * Links to the app's own pages, built on React Router's public hooks (`useHref`,
 * `useLinkClickHandler`, its documented way to make a custom link) instead of its `<Link>` and
 * `<NavLink>`: those also carry the framework mode's route discovery and prefetching (React Router
 * keeps them in one module), ~2.5 kB of compressed JavaScript on every page that the declarative
 * router never uses. The app's links use `to` (a path, absolute or relative to the route), `target`,
 * `replace`, `state` and `onClick`; other sites' addresses go through components/external-link.
 */
export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  { to, replace, state, target, onClick, ...rest },
  ref,
) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // As <Link>: a click handler that prevents the default keeps the navigation from happening.
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
});

export interface NavRouterLinkProps extends Omit<RouterLinkProps, 'children'> {
  /** Active only on the exact path (otherwise also on the paths below it), as NavLink's `end`. */
  end?: boolean;
  children: ReactNode | ((state: { isActive: boolean }) => ReactNode);
}

/**
 * A link that knows whether it leads to the current page, by NavLink's rule (case-insensitive; the
 * same path, or a path below it unless `end`): then marked with aria-current="page" and the
 * `active` class, as NavLink does.
 */
export const NavRouterLink = forwardRef<HTMLAnchorElement, NavRouterLinkProps>(function NavRouterLink(
  { end = false, className, children, ...props },
  ref,
) {
  const current = useLocation().pathname.toLowerCase();
  const path = useResolvedPath(props.to).pathname.toLowerCase();
  const endSlash = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length;
  const isActive = current === path || (!end && current.startsWith(path) && current.charAt(endSlash) === '/');
  return (
    <RouterLink
      {...props}
      ref={ref}
      aria-current={isActive ? 'page' : undefined}
      className={[className, isActive ? 'active' : null].filter(Boolean).join(' ')}
    >
      {typeof children === 'function' ? children({ isActive }) : children}
    </RouterLink>
  );
});
