// What the app imports as `react-router-dom` (vite.config.ts and vitest.config.ts alias it here):
// react-router's own exports, with a Link and NavLink of the few props the app uses. react-router's
// Link carries the framework mode's route prefetching and its Form the data router's submissions;
// neither is used here and neither could be tree-shaken, and they were a third of react-router's
// bytes in the slate's first JS. Following a link is react-router's own click handler.
import type { AnchorHTMLAttributes, CSSProperties, MouseEvent, ReactNode, Ref } from 'react';
import { type To, useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router';

// RouterProvider is react-router's own (the tests' memory routers): react-router-dom's twin only adds
// react-dom's flushSync, for navigations that ask for it, which the app never does.
export * from 'react-router';

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/** An in-app link: a real `href`, and a plain click navigates without a page load. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(e: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(e);
        if (!e.defaultPrevented) follow(e);
      }}
    />
  );
}

type Active<T> = T | ((state: { isActive: boolean }) => T);

interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  /** Active only on its own path, not below it. */
  end?: boolean;
  className?: Active<string | undefined>;
  style?: Active<CSSProperties | undefined>;
  children?: Active<ReactNode>;
}

/** A link that knows when its page is shown (`aria-current="page"`), matched as react-router does. */
export function NavLink({ to, end, className, style, children, ...rest }: NavLinkProps) {
  const path = useResolvedPath(to).pathname.toLowerCase();
  const here = useLocation().pathname.toLowerCase();
  const slashAt = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length;
  const isActive = here === path || (!end && here.startsWith(path) && here.charAt(slashAt) === '/');
  const state = { isActive };
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className(state) : className}
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
}
