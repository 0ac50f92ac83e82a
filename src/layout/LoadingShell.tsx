import { palette } from '../palette';
import { ShellFigures } from './ShellFigures';
import { ShellPage } from './ShellPage';
import { shellTexts } from './shellTexts';

const BAR_HEIGHT = 4;

/**
 * What shows while the back office's code arrives (after "Giriş yap", or a signed-in visitor's first load): the
 * app bar's colour and name with a moving bar, so the screen is never blank, and on a signed-in visitor's dashboard
 * the money figures once they come. It uses neither MUI nor react-admin, which are what it waits for; its bar is
 * read as "Yükleniyor…" by a screen reader.
 */
export function LoadingShell() {
  return (
    <ShellPage>
      <div role="status" aria-label={shellTexts().loading}>
        <LoadingBar />
      </div>
      <ShellFigures />
    </ShellPage>
  );
}

/** The moving bar, also the layout's while a page's code arrives: the same sign of waiting before and after. */
export function LoadingBar() {
  return (
    <div style={{ height: BAR_HEIGHT, overflow: 'hidden', background: '#bbdefb' }}>
      <style>
        {'@keyframes loading-shell{from{transform:translateX(-100%)}to{transform:translateX(250%)}}'}
      </style>
      <div
        style={{
          width: '40%',
          height: BAR_HEIGHT,
          background: palette.primary.main,
          animation: 'loading-shell 1.2s ease-in-out infinite',
        }}
      />
    </div>
  );
}
