import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { registry } from '../resources/registry';
import { AppBar } from './AppBar';
import { Menu } from './Menu';

const AppMenu = () => <Menu registry={registry} />;

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AppBar} menu={AppMenu}>
      {children}
    </RaLayout>
  );
}
