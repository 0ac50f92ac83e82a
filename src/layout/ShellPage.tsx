import type { HTMLAttributes } from 'react';
import { palette } from '../palette';

/**
 * A page of the screens shown before MUI has loaded (LoadingShell, LoadFailedShell): the app bar's colour and the
 * product's name, then the children, in the theme's font. The bar has the app bar's height (56 px on a phone held
 * upright, 48 px otherwise) and the page no margin (MUI's CssBaseline takes it away later), so nothing moves when
 * the back office replaces the shell.
 */
const shellStyles =
  'body{margin:0}.shell-bar{height:48px}@media (max-width:599.95px) and (orientation:portrait){.shell-bar{height:56px}}';

export function ShellPage({ children, ...attributes }: Omit<HTMLAttributes<HTMLDivElement>, 'style'>) {
  return (
    <div {...attributes} style={{ minHeight: '100vh', fontFamily: 'Roboto, Helvetica, Arial, sans-serif' }}>
      <style>{shellStyles}</style>
      <div
        className="shell-bar"
        style={{
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
