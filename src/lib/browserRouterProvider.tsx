import type { RouterNavigateFunction, RouterProvider } from 'ra-core';
import { useCallback, useContext, useEffect, useRef } from 'react';
import {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  useBlocker,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
} from 'react-router-dom';

/**
 * react-admin's router adapter, in place of ra-core's own (`vite.config.ts` puts it there in the build).
 *
 * ra-core's adapter builds a hash router with react-router's data-router API (`createHashRouter`,
 * `RouterProvider`) for an app mounted outside any router. Every react-admin app here is inside a
 * `BrowserRouter` (App's `RoutedApp`, the platform's `StandaloneRoute`), so that code never ran, yet it was 16 KB
 * compressed of every back office screen (docs/decisions.md, "react-admin's router adapter without the data
 * router"). Outside a router this one brings a `BrowserRouter`, which the app has anyway.
 */

/** react-router's `navigate` changes after every navigation; react-admin's callers keep one across renders. */
function useStableNavigate(): RouterNavigateFunction {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  return useCallback(
    (to, options) => (typeof to === 'number' ? latest.current(to) : latest.current(to, options)),
    [],
  );
}

/** Blocking a navigation needs a data router; under a `BrowserRouter` react-admin warns in its own way instead. */
function useCanBlock() {
  const router = useContext(UNSAFE_DataRouterContext);
  const state = useContext(UNSAFE_DataRouterStateContext);
  return Boolean(router && state);
}

export const reactRouterProvider: RouterProvider = {
  useNavigate: useStableNavigate,
  useLocation,
  useParams: useParams as RouterProvider['useParams'],
  useBlocker: useBlocker as RouterProvider['useBlocker'],
  useMatch,
  useInRouterContext,
  useCanBlock,
  Link,
  Navigate,
  Route: Route as RouterProvider['Route'],
  Routes,
  Outlet,
  matchPath,
  RouterWrapper: ({ basename, children }) =>
    useInRouterContext() ? children : <BrowserRouter basename={basename}>{children}</BrowserRouter>,
};
