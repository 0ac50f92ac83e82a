import type { HTMLAttributes } from 'react';
import { palette } from '../palette';

/**
 * A page of the screens shown before MUI has loaded (LoadingShell, LoadFailedShell): the app bar's colour and the
 * product's name, then the children, in the theme's font.
 */
export function ShellPage({ children, ...attributes }: Omit<HTMLAttributes<HTMLDivElement>, 'style'>) {
  return (
    <div {...attributes} style={{ minHeight: '100vh', fontFamily: 'Roboto, Helvetica, Arial, sans-serif' }}>
      <div
        style={{
          height: 48,
          display: 'flex',
          alignItems: 'center',
          padding: '0 16px',
          background: palette.primary.main,
          color: '#fff',
          fontSize: '1.25rem',
          fontWeight: 500,
        }}
      >
        Site Yönetimi
      </div>
      {children}
    </div>
  );
}
