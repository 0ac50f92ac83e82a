import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { registry } from '../resources/registry';
import { AppBar } from './AppBar';
import { Menu } from './Menu';

const AppMenu = () => <Menu registry={registry} />;

/**
 * react-admin sizes the layout to its widest content (`min-width: fit-content`), so one wide tab strip made a
 * phone page scroll sideways as a whole. Here the page keeps the screen's width and wide parts (tab strips,
 * tables) scroll inside themselves.
 */
const fitToScreen = {
  minWidth: 0,
  '& .RaLayout-content, & .RaList-main, & .RaShow-card, & .RaEdit-card, & .RaCreate-card': { minWidth: 0 },
  // Whatever holds a table lets it scroll sideways; `relative` keeps the sort labels' visually hidden texts
  // (absolutely positioned) inside it too.
  '& :has(> .MuiTable-root), & .MuiCardContent-root, & [role="tabpanel"]': {
    overflowX: 'auto',
    position: 'relative',
  },
};

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AppBar} menu={AppMenu} sx={fitToScreen}>
      {children}
    </RaLayout>
  );
}
